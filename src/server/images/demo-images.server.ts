/**
 * Renders the demo's generated pictures (server/demo/demo-images) into the public storage (disk or S3),
 * once: pictures already there are kept. About 150 pictures, a few seconds on the first boot.
 */
import sharp from 'sharp'
import { allDemoImages, DEMO_IMAGE_SIZE, type DemoImage } from '~/server/demo/demo-images'
import { objectStore } from '~/server/storage'

async function render(image: DemoImage): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZE[image.kind]
  const picture = sharp(Buffer.from(image.svg)).resize(width, height)
  return image.kind === 'logo'
    ? picture.png({ compressionLevel: 9, palette: true }).toBuffer()
    : picture.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** Writes the missing demo pictures; returns how many were written. */
export async function ensureDemoImages(): Promise<number> {
  const store = objectStore()
  const queue = allDemoImages()
  let written = 0
  // A few at a time: sharp renders on its own threads, the event loop only waits.
  const worker = async () => {
    for (let image = queue.pop(); image; image = queue.pop()) {
      const key = `public/${image.key}`
      if (await store.stat(key)) continue
      await store.put(key, await render(image), image.kind === 'logo' ? 'image/png' : 'image/jpeg')
      written++
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return written
}
