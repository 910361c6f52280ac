import sharp from "sharp";

/** A simple placeholder picture: a powder bed with a few scan tracks, in the given colours. */
function pictureSvg(width, height, background, accent) {
  const tracks = Array.from({ length: 6 }, (_, i) => {
    const y = Math.round(height * (0.25 + i * 0.1));
    return `<rect x="${width * 0.15}" y="${y}" width="${width * (0.4 + (i % 3) * 0.15)}" height="${height * 0.03}" fill="${accent}" opacity="0.85"/>`;
  }).join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.15}" fill="${accent}" opacity="0.5"/>` +
      `${tracks}</svg>`,
  );
}

async function upload(rest, { filename, type, svg, altText, title, parent }) {
  const image = sharp(svg);
  const bytes =
    type === "image/png" ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  // Raw uploads take their other fields from the query string.
  const query = new URLSearchParams({ title, ...(altText ? { alt_text: altText } : {}) });
  if (parent) query.set("post", String(parent));
  const { data } = await rest("POST", `media?${query}`, {
    body: bytes,
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${filename}"` },
  });
  return data;
}

/**
 * The featured images the posts name (`media` in post-definitions.mjs), as WordPress stored them. One is
 * attached to the draft: a published post using it gets an error object instead of the embedded image.
 */
export async function uploadMedia({ rest }, draftId) {
  return {
    jpegEn: await upload(rest, {
      filename: "metal-powder-bed.jpg",
      type: "image/jpeg",
      svg: pictureSvg(1200, 675, "#2f363b", "#11C96D"),
      title: "Metal powder bed",
      altText: "Scan tracks glowing on a metal powder bed",
    }),
    jpegDe: await upload(rest, {
      filename: "aluminium-bauteil.jpg",
      type: "image/jpeg",
      svg: pictureSvg(1200, 800, "#16191c", "#759697"),
      title: "Aluminium-Bauteil",
      altText: "Aluminium-Bauteil auf der Bauplattform \u2013 gr\u00f6\u00dfer als zuvor",
    }),
    pngNoAlt: await upload(rest, {
      filename: "sls-cooling-station.png",
      type: "image/png",
      svg: pictureSvg(800, 600, "#ACACAC", "#20D28C"),
      title: "SLS cooling station",
    }),
    attachedToDraft: await upload(rest, {
      filename: "unreleased-machine.jpg",
      type: "image/jpeg",
      svg: pictureSvg(1000, 600, "#16191c", "#ACACAC"),
      title: "Unreleased machine",
      altText: "An unreleased machine",
      parent: draftId,
    }),
  };
}
