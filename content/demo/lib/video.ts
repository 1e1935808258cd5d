/**
 * The principal's message video: a short clip drawn in code like the demo's
 * pictures. Each frame is an SVG (a sunrise sky, the principal's portrait, her
 * name and a caption that fades in and out) encoded by sharp; the sound is a
 * soft chime per caption, written as 16-bit PCM here. ffmpeg (Debian's
 * `apt-get install ffmpeg`) joins them into an MP4 with H.264 video and AAC
 * sound, which Chrome on Android, Safari and Firefox all play.
 *
 * The encoders run on one thread with ffmpeg's bit-exact flags and no
 * metadata, so a re-run with the same ffmpeg gives the same bytes.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { portraitSvg } from "./pictures/portraits";
import { circle, fmt, rect, Svg, text } from "./svg";

export type PrincipalClip = {
  /** The portrait's seed and kind: the same person as the principal's photo. */
  portraitSeed: string;
  name: string;
  role: string;
  /** Shown one after another, `secondsPerCaption` each. */
  captions: string[];
};

export const clipWidth = 640;
export const clipHeight = 360;
export const framesPerSecond = 24;
export const secondsPerCaption = 2;
const sampleRate = 44_100;

const portrait = { left: 44, top: 70, width: 200, height: 250 };
const textLeft = 280;
const captionChars = 28;

/** How long the clip runs, in seconds. */
export function clipSeconds(clip: PrincipalClip): number {
  return clip.captions.length * secondsPerCaption;
}

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
export function wrapWords(sentence: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of sentence.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** A caption's opacity `t` seconds into its slot: fades in and out over 0.4 s. */
export function captionOpacity(t: number): number {
  const fade = 0.4;
  if (t < 0 || t >= secondsPerCaption) return 0;
  return Math.min(1, t / fade, (secondsPerCaption - t) / fade);
}

/** Frame `index` as SVG; the portrait is laid over it afterwards (see `portraitBox`). */
export function frameSvg(clip: PrincipalClip, index: number): string {
  const seconds = index / framesPerSecond;
  const progress = seconds / clipSeconds(clip);
  const s = new Svg(clipWidth, clipHeight);
  s.add(
    rect(
      0,
      0,
      clipWidth,
      clipHeight,
      s.linear([
        [0, "#1f3c88"],
        [0.55, "#f3a46b"],
        [1, "#fde2cf"],
      ]),
    ),
  );
  // The morning sun rises slowly behind the card over the whole clip.
  const sunY = 300 - 110 * progress;
  s.add(circle(560, sunY, 90, "#ffd36e", { opacity: 0.35 }), circle(560, sunY, 58, "#ffe9a8", { opacity: 0.9 }));
  s.add(rect(0, 318, clipWidth, 42, "#2e6b4f"), rect(0, 318, clipWidth, 4, "#3f8a66"));
  // The portrait's frame.
  s.add(
    rect(portrait.left - 6, portrait.top - 6, portrait.width + 12, portrait.height + 12, "#ffffff", {
      rx: 6,
      opacity: 0.95,
    }),
  );
  s.add(text(textLeft, 58, "A MESSAGE FROM THE PRINCIPAL", 15, "#fde2cf", { "letter-spacing": 1.5 }));
  s.add(text(textLeft, 96, clip.name, 28, "#ffffff", { "font-weight": "bold" }));
  s.add(text(textLeft, 122, clip.role, 15, "#fde2cf"));
  const slot = Math.min(clip.captions.length - 1, Math.floor(seconds / secondsPerCaption));
  const opacity = captionOpacity(seconds - slot * secondsPerCaption);
  const lines = wrapWords(clip.captions[slot] ?? "", captionChars);
  s.add(rect(textLeft - 14, 160, 340, 26 + 30 * lines.length, "#1f3c88", { rx: 8, opacity: fmt(0.55 * opacity) }));
  lines.forEach((line, at) => {
    s.add(text(textLeft, 190 + 30 * at, line, 22, "#ffffff", { opacity: fmt(opacity) }));
  });
  return s.toString();
}

/** A soft chime (a decaying note and its octave) at the start of each caption, as mono 16-bit PCM in a WAV file. */
export function chimeWav(clip: PrincipalClip): Buffer {
  const notes = [523.25, 659.25, 783.99, 1046.5];
  const samples = Math.round(clipSeconds(clip) * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) {
    const t = index / sampleRate;
    const slot = Math.floor(t / secondsPerCaption);
    const local = t - slot * secondsPerCaption;
    const frequency = notes[slot % notes.length];
    const attack = Math.min(1, local / 0.01);
    const envelope = attack * Math.exp(-local * 3);
    const value =
      envelope * (0.22 * Math.sin(2 * Math.PI * frequency * local) + 0.06 * Math.sin(4 * Math.PI * frequency * local));
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Fails early, before anything is deleted, when ffmpeg is missing. */
export function requireFfmpeg(): void {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    throw new Error("ffmpeg is needed to draw the principal's video: apt-get install -y ffmpeg");
  }
}

/** The clip as MP4 (H.264 Main, yuv420p, AAC-LC mono, moov first for quick start). */
export async function makePrincipalVideo(clip: PrincipalClip): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "demo-video-"));
  try {
    const still = await sharp(Buffer.from(portraitSvg(clip.portraitSeed, "woman", portrait.width, portrait.height)))
      .png()
      .toBuffer();
    const frames = clipSeconds(clip) * framesPerSecond;
    for (let index = 0; index < frames; index++) {
      const png = await sharp(Buffer.from(frameSvg(clip, index)))
        .composite([{ input: still, left: portrait.left, top: portrait.top }])
        .png({ compressionLevel: 1 })
        .toBuffer();
      await writeFile(path.join(dir, `frame-${String(index).padStart(4, "0")}.png`), png);
    }
    await writeFile(path.join(dir, "chime.wav"), chimeWav(clip));
    const out = path.join(dir, "clip.mp4");
    execFileSync(
      "ffmpeg",
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-framerate", String(framesPerSecond), "-i", path.join(dir, "frame-%04d.png")],
        ...["-i", path.join(dir, "chime.wav")],
        ...["-map", "0:v", "-map", "1:a", "-map_metadata", "-1", "-map_chapters", "-1"],
        ...["-c:v", "libx264", "-profile:v", "main", "-level:v", "3.0", "-pix_fmt", "yuv420p"],
        ...["-preset", "slow", "-crf", "30", "-g", String(framesPerSecond * secondsPerCaption), "-threads", "1"],
        ...["-c:a", "aac", "-b:a", "48k", "-ac", "1", "-ar", String(sampleRate)],
        ...["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"],
        ...["-movflags", "+faststart", "-shortest", out],
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
