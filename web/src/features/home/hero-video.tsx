// The hero's looping background video (spec §2, §4): our own footage (web/scripts/), with a mute
// toggle and Reset Video. At its first end it turns muted; after 3 ended plays it pauses and
// says so. The memory lives in the device's local settings (§3). Loaded after the page is up.
import { useEffect, useRef, useState } from 'react';
import { RotateCcw, Volume2, VolumeX } from 'lucide-react';
import type { LocalSettings } from '@mise/domain/entities/local-settings';
import { FRESH_VIDEO_SETTINGS, afterVideoEnded, videoPlaysUsedUp } from '@mise/domain/hero-video';
import { Button } from '../../components/ui/button';
import {
  clearLocalSettings,
  readLocalSettings,
  writeLocalSettings,
} from '../../lib/local-settings';
import { useWholeFileUrl } from '../../lib/use-whole-file-url';
import { HERO_MEDIA_CLASSES, HERO_STILL_SRC } from './hero-still';

export const HERO_VIDEO_SRC = '/media/hero-loop.webm';
export const VIDEO_PAUSED_MESSAGE = 'Video paused after 3 plays';

export function HeroVideo() {
  const video = useWholeFileUrl(HERO_VIDEO_SRC);
  // Offline before it was ever cached: the hero keeps its still this time.
  return video.status === 'ready' ? <HeroVideoPlayer src={video.url} /> : null;
}

function HeroVideoPlayer({ src }: { src: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [settings, setSettings] = useState(readLocalSettings);
  // The latest settings for the video's own events, which may fire before React has drawn a
  // change the cook just made (a tap on mute right before the end must not be undone).
  const latest = useRef(settings);
  // Browsers refuse sound before the first tap: the video then plays muted, which is not the
  // cook's choice, so it is not stored.
  const [soundRefused, setSoundRefused] = useState(false);
  const usedUp = videoPlaysUsedUp(settings);
  const muted = settings.videoMuted || soundRefused;

  const save = (next: LocalSettings) => {
    latest.current = next;
    writeLocalSettings(next);
    setSettings(next);
  };

  useEffect(() => {
    const video = videoRef.current;
    if (video) video.muted = muted;
  }, [muted]);

  // Off screen nobody sees the loop: it pauses there (a phone's battery) and goes on where it
  // was when the hero comes back into view.
  const onScreen = useRef(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || usedUp) return;
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = entry?.isIntersecting ?? false;
      if (onScreen.current) play(video, () => setSoundRefused(true));
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [usedUp]);

  const onEnded = () => {
    const video = videoRef.current;
    const { settings: next, playAgain } = afterVideoEnded(latest.current);
    save(next);
    if (video && playAgain) {
      video.currentTime = 0;
      // Off screen, it starts again when it comes back into view.
      if (onScreen.current) void video.play().catch(() => undefined);
    }
  };

  const toggleSound = () => {
    setSoundRefused(false);
    save({ ...latest.current, videoMuted: !muted });
  };

  const reset = () => {
    clearLocalSettings();
    latest.current = FRESH_VIDEO_SETTINGS;
    setSoundRefused(false);
    setSettings(FRESH_VIDEO_SETTINGS);
    const video = videoRef.current;
    if (video) {
      video.currentTime = 0;
      video.muted = false;
      void video.play().catch(() => undefined);
    }
  };

  return (
    <>
      <video
        ref={videoRef}
        src={src}
        playsInline
        preload="auto"
        aria-hidden
        poster={HERO_STILL_SRC}
        onEnded={onEnded}
        className={HERO_MEDIA_CLASSES}
      />
      <div className="absolute top-3 right-3 flex items-center gap-2">
        {usedUp && (
          // Beside the buttons, out of the row: the row stays where it is when the note comes.
          <p
            role="status"
            className="absolute top-1/2 right-full mr-2 -translate-y-1/2 rounded-full bg-background/80 px-3 py-1 text-sm whitespace-nowrap"
          >
            {VIDEO_PAUSED_MESSAGE}
          </p>
        )}
        <Button
          variant="outline"
          size="icon"
          aria-label={muted ? 'Unmute video' : 'Mute video'}
          onClick={toggleSound}
        >
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
        <Button variant="outline" size="icon" aria-label="Reset Video" onClick={reset}>
          <RotateCcw aria-hidden />
        </Button>
      </div>
    </>
  );
}

/**
 * Plays the video; where the browser refuses sound before the first tap, it plays muted instead
 * (`onSoundRefused`). A play cut short by a pause (scrolled away at once) is no refusal.
 */
function play(video: HTMLVideoElement, onSoundRefused: () => void): void {
  video.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotAllowedError')) return;
    video.muted = true;
    onSoundRefused();
    video.play().catch(() => undefined);
  });
}
