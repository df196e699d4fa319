import type { ImgHTMLAttributes } from 'react'
import { type Crop, fixedSrcSet, fluidSrcSet, resizedImageUrl } from '~/domain/resized-image'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The original: a path of the app's storage (`/files/...`) or an URL of an allowed origin. */
  src: string
  alt: string
  /** Rendered size: both are set so nothing shifts while the image loads. */
  width: number
  height: number
  /** Aspect ratio to crop to (`{ width: 13, height: 5 }`); without it the image keeps its proportions. */
  crop?: Crop
  /** For fluid images (e.g. banners): the CSS `sizes`; the srcset then lists widths instead of densities. */
  sizes?: string
}

/** An image served through `/api/resized` with a responsive srcset (lazy unless told otherwise). */
export function ResizedImage({ src, alt, width, height, crop, sizes, loading = 'lazy', ...rest }: Props) {
  return (
    <img
      {...rest}
      alt={alt}
      src={resizedImageUrl(src, width, crop)}
      srcSet={sizes ? fluidSrcSet(src, width, crop) : fixedSrcSet(src, width, crop)}
      sizes={sizes}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
    />
  )
}
