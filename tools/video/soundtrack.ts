import { DURATION, T } from "./story.ts";

// Soundtrack: a soft chord pad (C – Am7 – Fmaj7 – G – C, so the loop lands
// where it starts) with chimes on add-to-cart, the email's arrival and the
// confirmed order. Quiet: peaks near −16 dBFS.

export function soundtrack(): string {
  const chords: { from: number; to: number; notes: number[] }[] = [
    { from: -1, to: 3.4, notes: [130.81, 261.63, 329.63, 392.0] },
    { from: 3.4, to: 6.8, notes: [110.0, 261.63, 329.63, 392.0] },
    { from: 6.8, to: 10.2, notes: [87.31, 220.0, 261.63, 329.63] },
    { from: 10.2, to: 12.8, notes: [98.0, 246.94, 293.66, 392.0] },
    { from: 12.8, to: DURATION + 1, notes: [130.81, 261.63, 329.63, 392.0] },
  ];
  const fade = 0.7;
  const chimes: { at: number; freq: number; gain: number }[] = [
    { at: T.addToCart, freq: 1046.5, gain: 0.035 },
    { at: T.banner + 0.02, freq: 783.99, gain: 0.045 },
    { at: T.banner + 0.14, freq: 1174.66, gain: 0.04 },
    { at: T.reopen + 0.45, freq: 1046.5, gain: 0.04 },
    { at: T.reopen + 0.57, freq: 1318.51, gain: 0.04 },
    { at: T.reopen + 0.69, freq: 1567.98, gain: 0.04 },
  ];
  const channel = (detune: number) => {
    const terms: string[] = [];
    for (const chord of chords) {
      const window = `clip((t-${chord.from})/${fade}+0.5,0,1)*clip((${chord.to}-t)/${fade}+0.5,0,1)`;
      const voices = chord.notes
        .map((f, i) => `${i === 0 ? 0.05 : 0.028}*sin(2*PI*${(f * detune).toFixed(3)}*t)`)
        .join("+");
      terms.push(`${window}*(${voices})`);
    }
    const pad = `(0.85+0.15*sin(2*PI*0.2*t))*(${terms.join("+")})`;
    const bells = chimes
      .map((ch) => `${ch.gain}*gte(t,${ch.at})*sin(2*PI*${ch.freq}*(t-${ch.at}))*exp(-5*(t-${ch.at}))`)
      .join("+");
    return `${pad}+${bells}`;
  };
  return `aevalsrc='${channel(1)}|${channel(1.002)}':s=48000:c=stereo:d=${DURATION},afade=t=in:d=0.6,afade=t=out:st=${DURATION - 1}:d=1`;
}
