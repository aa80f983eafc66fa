// The hero video's scene and sound, evaluated in Chromium by make-hero-video.ts (a plain script,
// so the page gets exactly this code and no helper a TypeScript build might add). It answers the
// recording as base64.
(async () => {
  const width = 640;
  const height = 360;
  const seconds = 6;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');

  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const master = audio.createGain();
  master.gain.value = 0.25;
  master.connect(destination);
  // The simmer: filtered noise that swells and settles with the bubbles.
  const noise = audio.createBuffer(1, audio.sampleRate * seconds, audio.sampleRate);
  const samples = noise.getChannelData(0);
  for (let i = 0; i < samples.length; i += 1) samples[i] = (Math.random() * 2 - 1) * 0.5;
  const noiseSource = audio.createBufferSource();
  noiseSource.buffer = noise;
  noiseSource.loop = true;
  const bandpass = audio.createBiquadFilter();
  bandpass.type = 'bandpass';
  bandpass.frequency.value = 900;
  bandpass.Q.value = 0.7;
  const simmer = audio.createGain();
  simmer.gain.value = 0.35;
  noiseSource.connect(bandpass).connect(simmer).connect(master);
  noiseSource.start();
  // A warm chord (C, E, G, B) that breathes once per loop, so the loop joins without a seam.
  for (const frequency of [130.81, 164.81, 196.0, 246.94]) {
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.linearRampToValueAtTime(0.12, audio.currentTime + seconds / 2);
    gain.gain.linearRampToValueAtTime(0.0001, audio.currentTime + seconds);
    oscillator.connect(gain).connect(master);
    oscillator.start();
    oscillator.stop(audio.currentTime + seconds);
  }

  const stream = new MediaStream([
    ...canvas.captureStream(30).getVideoTracks(),
    ...destination.stream.getAudioTracks(),
  ]);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8,opus',
    videoBitsPerSecond: 450_000,
    audioBitsPerSecond: 48_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));

  // The scene: a pot on a warm hob, bubbles rising and steam curling up, all periodic in the
  // loop's length so the last frame leads into the first.
  const bubbles = Array.from({ length: 26 }, (_, i) => ({
    x: 190 + ((i * 97) % 260),
    phase: (i * 0.37) % 1,
    size: 4 + ((i * 13) % 9),
  }));
  const started = performance.now();
  recorder.start(250);
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000;
      if (t >= seconds) return resolve();
      const loop = (t / seconds) * Math.PI * 2;
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#e4efe7');
      sky.addColorStop(1, '#f6efe2');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      // Steam: soft curls drifting up from the pot.
      for (let s = 0; s < 5; s += 1) {
        const rise = ((t / seconds + s / 5) % 1) * 170;
        context.beginPath();
        context.strokeStyle = `rgba(255,255,255,${0.75 * (1 - rise / 170)})`;
        context.lineWidth = 10;
        context.lineCap = 'round';
        const baseX = 250 + s * 35;
        for (let y = 0; y < 60; y += 4) {
          const x = baseX + Math.sin(y / 12 + loop + s) * 12;
          if (y === 0) context.moveTo(x, 190 - rise - y);
          else context.lineTo(x, 190 - rise - y);
        }
        context.stroke();
      }
      // The pot.
      context.fillStyle = '#2f6f4f';
      context.beginPath();
      context.roundRect(170, 200, 300, 120, 24);
      context.fill();
      context.fillStyle = '#24573e';
      context.fillRect(150, 196, 340, 16);
      context.fillRect(130, 230, 40, 14);
      context.fillRect(470, 230, 40, 14);
      // The broth's surface and its bubbles.
      context.fillStyle = '#d9822b';
      context.beginPath();
      context.ellipse(320, 200, 150, 14, 0, 0, Math.PI * 2);
      context.fill();
      for (const bubble of bubbles) {
        const life = (t / seconds + bubble.phase) % 1;
        context.beginPath();
        context.fillStyle = `rgba(255,236,200,${1 - life})`;
        context.arc(bubble.x, 202 - life * 10, bubble.size * (0.5 + life), 0, Math.PI * 2);
        context.fill();
      }
      // The hob's glow, breathing with the loop.
      context.fillStyle = `rgba(217,130,43,${0.25 + 0.15 * Math.sin(loop)})`;
      context.fillRect(150, 326, 340, 10);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  await audio.close();
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
})();
