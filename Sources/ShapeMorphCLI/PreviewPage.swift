import Foundation

/// A self-contained HTML page that plays an animated SVG, with a slider to
/// scrub through it and a play/pause button; no network resources. Opened
/// with `#t=SECONDS` it starts paused at that time.
enum PreviewPage {
    /// The page around `animatedSVG` (a whole SVG document) of `duration`
    /// seconds per cycle, repeating or not.
    static func html(animatedSVG: String, duration: Double, repeats: Bool, title: String) -> String {
        // The SVG goes inline: drop its XML declaration.
        let svg = animatedSVG.hasPrefix("<?xml") ? String(animatedSVG.drop { $0 != "\n" }.dropFirst()) : animatedSVG
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escapedTitle)</title>
            <style>
              body { font: 14px system-ui, sans-serif; margin: 2em auto; max-width: 40em; text-align: center; color: #222; }
              #stage svg { width: 100%; height: auto; max-height: 70vh; border: 1px solid #ddd; background: #fff; }
              #controls { display: flex; gap: 1em; align-items: center; margin-top: 1em; }
              #scrub { flex: 1; }
              #clock { font-variant-numeric: tabular-nums; min-width: 7em; text-align: right; }
            </style>
            </head>
            <body>
            <h1>\(escapedTitle)</h1>
            <div id="stage">
            \(svg)
            </div>
            <div id="controls">
              <button id="play" type="button">Pause</button>
              <input id="scrub" type="range" min="0" max="1000" value="0" aria-label="time">
              <span id="clock"></span>
            </div>
            <script>
            (() => {
              const duration = \(duration), repeats = \(repeats);
              const svg = document.querySelector('#stage svg');
              const play = document.getElementById('play');
              const scrub = document.getElementById('scrub');
              const clock = document.getElementById('clock');
              const show = (time) => {
                const inCycle = repeats ? time % duration : Math.min(time, duration);
                scrub.value = Math.round(1000 * inCycle / duration);
                clock.textContent = inCycle.toFixed(2) + ' / ' + duration.toFixed(2) + ' s';
              };
              play.addEventListener('click', () => {
                if (svg.animationsPaused()) { svg.unpauseAnimations(); play.textContent = 'Pause'; }
                else { svg.pauseAnimations(); play.textContent = 'Play'; }
              });
              scrub.addEventListener('input', () => {
                svg.pauseAnimations();
                play.textContent = 'Play';
                svg.setCurrentTime(scrub.value / 1000 * duration);
                show(svg.getCurrentTime());
              });
              const tick = () => { if (!svg.animationsPaused()) show(svg.getCurrentTime()); requestAnimationFrame(tick); };
              // A link ending in #t=0.5 opens paused at that second.
              const start = /t=([0-9.]+)/.exec(location.hash);
              if (start) {
                svg.pauseAnimations();
                play.textContent = 'Play';
                svg.setCurrentTime(parseFloat(start[1]));
                show(parseFloat(start[1]));
              }
              tick();
            })();
            </script>
            </body>
            </html>

            """
    }
}
