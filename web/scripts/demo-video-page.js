// The demo video's frames and sound, evaluated in Chromium by make-demo-video.ts (a plain script,
// so the page gets exactly this code and no helper a TypeScript build might add). It reads the
// scenes from `window.demoScenes` — a screenshot of the real app (or none, for a title card), a
// title, a caption, and the narration as WAV (base64) — draws each scene beside a phone frame,
// speaks its narration, and answers the recording as base64 WebM with each scene's start time.
// `window.ysFixWebmDuration` must be there too (the fix-webm-duration package).
(async () => {
  const width = 960;
  const height = 540;
  const fadeSeconds = 0.6;
  /** Room before a scene's narration starts and after it ends. */
  const leadSeconds = 0.5;
  const tailSeconds = 1.1;
  const minSceneSeconds = 3.5;
  const green = '#2f6f4f';
  const ink = '#1d1b16';

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');

  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();

  const fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)).buffer;
  const loadImage = (src) =>
    new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = reject;
      image.src = src;
    });

  const scenes = [];
  let clock = 0;
  for (const scene of window.demoScenes) {
    const image = scene.image ? await loadImage(scene.image) : undefined;
    const voice = scene.audio ? await audio.decodeAudioData(fromBase64(scene.audio)) : undefined;
    const seconds = Math.max(
      minSceneSeconds,
      leadSeconds + (voice ? voice.duration : 0) + tailSeconds,
    );
    scenes.push({ ...scene, image, voice, start: clock, seconds });
    clock += seconds;
  }
  const total = clock;

  // A quiet pad under the narration: two soft chords, one per half, so it never feels empty.
  const pad = audio.createGain();
  pad.gain.value = 0.05;
  pad.connect(destination);
  const chords = [
    [130.81, 196.0, 261.63, 329.63],
    [110.0, 164.81, 220.0, 277.18],
  ];
  const startAt = audio.currentTime + 0.05;
  chords.forEach((chord, index) => {
    const from = startAt + (index * total) / 2;
    const to = from + total / 2;
    for (const frequency of chord) {
      const oscillator = audio.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const gain = audio.createGain();
      gain.gain.setValueAtTime(0.0001, from);
      gain.gain.linearRampToValueAtTime(0.5, from + 1.5);
      gain.gain.linearRampToValueAtTime(0.5, to - 1.5);
      gain.gain.linearRampToValueAtTime(0.0001, to);
      oscillator.connect(gain).connect(pad);
      oscillator.start(from);
      oscillator.stop(to);
    }
  });
  for (const scene of scenes) {
    if (!scene.voice) continue;
    const source = audio.createBufferSource();
    source.buffer = scene.voice;
    source.connect(destination);
    source.start(startAt + scene.start + leadSeconds);
  }

  /** Words wrapped to a width, as lines. */
  const wrap = (text, maxWidth) => {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (context.measureText(next).width > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };

  const drawBackground = () => {
    const wash = context.createLinearGradient(0, 0, width, height);
    wash.addColorStop(0, '#f6efe2');
    wash.addColorStop(1, '#e4efe7');
    context.fillStyle = wash;
    context.fillRect(0, 0, width, height);
  };

  /** The phone: a dark frame with the screenshot inside, zooming in slowly for some motion. */
  const drawPhone = (image, progress) => {
    const phoneHeight = 480;
    const phoneWidth = Math.round((phoneHeight * image.width) / image.height);
    const x = 110;
    const y = 30;
    context.fillStyle = ink;
    context.beginPath();
    context.roundRect(x - 10, y - 10, phoneWidth + 20, phoneHeight + 20, 30);
    context.fill();
    context.save();
    context.beginPath();
    context.roundRect(x, y, phoneWidth, phoneHeight, 22);
    context.clip();
    const zoom = 1 + 0.04 * progress;
    const drawnWidth = phoneWidth * zoom;
    const drawnHeight = phoneHeight * zoom;
    context.drawImage(
      image,
      x - (drawnWidth - phoneWidth) / 2,
      y - (drawnHeight - phoneHeight) / 4,
      drawnWidth,
      drawnHeight,
    );
    context.restore();
  };

  const drawText = (scene, left, maxWidth, centred) => {
    context.textAlign = centred ? 'center' : 'left';
    context.textBaseline = 'alphabetic';
    context.fillStyle = green;
    context.font = '600 22px sans-serif';
    let y = centred ? 210 : 150;
    context.fillText('Mise', left, y);
    context.fillStyle = ink;
    context.font = '700 40px sans-serif';
    for (const line of wrap(scene.title, maxWidth)) {
      y += 50;
      context.fillText(line, left, y);
    }
    context.font = '400 26px sans-serif';
    context.fillStyle = '#3d3a33';
    y += 14;
    for (const line of wrap(scene.caption, maxWidth)) {
      y += 36;
      context.fillText(line, left, y);
    }
  };

  const drawProgress = (index) => {
    const count = scenes.length;
    for (let i = 0; i < count; i += 1) {
      context.fillStyle = i <= index ? green : 'rgba(47,111,79,0.25)';
      context.beginPath();
      context.arc(width / 2 - (count - 1) * 9 + i * 18, height - 18, 5, 0, Math.PI * 2);
      context.fill();
    }
  };

  const drawScene = (scene, index, t, alpha) => {
    const progress = Math.min(1, Math.max(0, (t - scene.start) / scene.seconds));
    context.save();
    context.globalAlpha = alpha;
    drawBackground();
    if (scene.image) {
      drawPhone(scene.image, progress);
      drawText(scene, 440, 470, false);
    } else {
      drawText(scene, width / 2, 760, true);
    }
    drawProgress(index);
    context.restore();
  };

  const stream = new MediaStream([
    ...canvas.captureStream(30).getVideoTracks(),
    ...destination.stream.getAudioTracks(),
  ]);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8,opus',
    videoBitsPerSecond: 600_000,
    audioBitsPerSecond: 48_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));

  recorder.start(500);
  await new Promise((resolve) => {
    const frame = () => {
      const t = audio.currentTime - startAt;
      if (t >= total) return resolve();
      const index = Math.max(
        0,
        scenes.findIndex((scene) => t < scene.start + scene.seconds),
      );
      const scene = scenes[index];
      const intoScene = t - scene.start;
      if (index > 0 && intoScene < fadeSeconds) {
        drawScene(scenes[index - 1], index - 1, t, 1);
        drawScene(scene, index, t, intoScene / fadeSeconds);
      } else {
        drawScene(scene, index, t, 1);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  await audio.close();
  // MediaRecorder writes no duration, which leaves a player's seek bar without an end:
  // fix-webm-duration (injected by make-demo-video.ts) adds it.
  const recording = await window.ysFixWebmDuration(
    new Blob(chunks, { type: 'video/webm' }),
    Math.round(total * 1000),
    { logger: false },
  );
  const bytes = new Uint8Array(await recording.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return JSON.stringify({
    video: btoa(binary),
    cues: scenes.map(({ start, seconds }) => ({ start, end: start + seconds })),
  });
})();
