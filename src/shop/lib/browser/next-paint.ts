/**
 * A task after `frames` more frames have been drawn: after the frame that answers an input
 * (`frames = 1`), or after the one that follows the next (`2`), when that frame must also have
 * reached the screen. No React, so the inline boot script can use it too.
 */
export const afterFrames = (frames: number): Promise<void> =>
  new Promise((resolve) =>
    frames === 0
      ? setTimeout(resolve, 0)
      : requestAnimationFrame(() => void afterFrames(frames - 1).then(resolve)),
  );
