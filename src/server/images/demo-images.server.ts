/**
 * Renders the demo's generated pictures (server/demo/demo-images) into the public storage, once: files
 * already there are kept. About 150 pictures, a few seconds on the first boot.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import sharp from 'sharp'
import { allDemoImages, DEMO_IMAGE_SIZE, type DemoImage } from '~/server/demo/demo-images'
import { publicFilePath } from '~/server/storage/public-files'

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

async function render(image: DemoImage): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZE[image.kind]
  const picture = sharp(Buffer.from(image.svg)).resize(width, height)
  return image.kind === 'logo'
    ? picture.png({ compressionLevel: 9, palette: true }).toBuffer()
    : picture.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** Writes the missing demo pictures; returns how many were written. */
export async function ensureDemoImages(): Promise<number> {
  const queue = allDemoImages()
  let written = 0
  // A few at a time: sharp renders on its own threads, the event loop only waits.
  const worker = async () => {
    for (let image = queue.pop(); image; image = queue.pop()) {
      const path = publicFilePath(image.key)
      if (!path || (await exists(path))) continue
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, await render(image))
      written++
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return written
}
