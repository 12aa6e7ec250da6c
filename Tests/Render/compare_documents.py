"""The comparisons of check-documents: python3 compare_documents.py SHAPEMORPH CORPUS WORK."""
import io
import json
import os
import re
import subprocess
import sys

import numpy as np
import resvg_py
from PIL import Image

SIZE = 256
LEAST_AREA = SIZE * SIZE // 1000
THRESHOLD = 0.99


def render(path):
    png = resvg_py.svg_to_bytes(svg_path=path, width=SIZE, height=SIZE)
    return np.asarray(Image.open(io.BytesIO(bytes(png))).convert("RGBA")).astype(np.int32)


def colour_classes(image):
    """Each opaque pixel's colour (5 bits a channel), and the same where all
    eight neighbours share it (inside an area, off its anti-aliased edge);
    -1 elsewhere."""
    quantized = image[..., :3] // 8
    colour = (quantized[..., 0] << 10) | (quantized[..., 1] << 5) | quantized[..., 2]
    colour = np.where(image[..., 3] >= 250, colour, -1)
    inside = colour.copy()
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            shifted = np.roll(np.roll(colour, dy, 0), dx, 1)
            inside = np.where(shifted == colour, inside, -1)
    return colour, inside


def worst_colour_iou(expected, actual):
    """The lowest IoU over the colours either image paints inside an area,
    and over all of them together: of the pixels where either image paints
    that colour, the share where the two images agree (every channel within
    one 5-bit step), so that a gradient rendered one shade apart at a band's
    edge still agrees."""
    (_, inside_a), (_, inside_b) = colour_classes(expected), colour_classes(actual)
    agree = (np.abs(expected - actual) <= 8).all(axis=2)
    worst = (1.0, "")
    for colour in np.union1d(np.unique(inside_a), np.unique(inside_b)):
        area = (inside_a == colour) | (inside_b == colour) if colour >= 0 else (inside_a >= 0) | (inside_b >= 0)
        if area.sum() < LEAST_AREA:
            continue
        iou = (area & agree).sum() / area.sum()
        if iou < worst[0]:
            worst = (iou, "all colours" if colour < 0 else
                     "colour #%02x%02x%02x" % ((colour >> 10) * 8, ((colour >> 5) & 31) * 8, (colour & 31) * 8))
    return worst


FRAMING = ("width", "height", "viewBox", "preserveAspectRatio")


def reframed(path, like, into):
    """The SVG at `path` with its root's size and viewBox replaced by those of
    the SVG at `like`, written to `into`."""
    def root(text):
        start = text.index("<svg")
        return start, text.index(">", start)
    text, model = open(path, encoding="utf-8").read(), open(like, encoding="utf-8").read()
    start, end = root(text)
    tag = text[start:end]
    for name in FRAMING:
        tag = re.sub(r"\s%s\s*=\s*(\"[^\"]*\"|'[^']*')" % name, "", tag)
    model_start, model_end = root(model)
    framing = " ".join(re.findall(r"(?:%s)=\"[^\"]*\"" % "|".join(FRAMING), model[model_start:model_end]))
    with open(into, "w", encoding="utf-8") as file:
        file.write(text[:start] + tag + " " + framing + text[end:])
    return into


def unsupported(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    return any(word in text for word in ("mask=", "filter=", "mix-blend-mode", "<pattern"))


def main():
    binary, corpus, work = sys.argv[1:4]
    folder = os.path.join(corpus, "logos")
    checks = [(f"round trip {name}", os.path.join(folder, name), os.path.join(folder, name), "0", os.path.join(folder, name))
              for name in sorted(os.listdir(folder)) if name.endswith(".svg")]
    for pair in json.load(open(os.path.join(corpus, "pairs.json")))["pairs"]:
        a, b = os.path.join(corpus, pair["a"]), os.path.join(corpus, pair["b"])
        checks += [(f"{pair['id']} at 0", a, b, "0", a), (f"{pair['id']} at 1", a, b, "1", b)]
    failures, skipped, compared = [], 0, 0
    for index, (name, source, target, progress, expected) in enumerate(checks):
        if unsupported(source) or unsupported(target):
            skipped += 1
            continue
        written = os.path.join(work, f"{index}.svg")
        run = subprocess.run([binary, "at", source, target, "--progress", progress, "-o", written],
                             capture_output=True, text=True)
        if run.returncode != 0:
            failures.append(f"{name}: shapemorph failed: {run.stderr.strip()}")
            continue
        # Frames are written in the inputs' united viewBox.
        expected = reframed(expected, like=written, into=os.path.join(work, f"{index}-expected.svg"))
        iou, colour = worst_colour_iou(render(expected), render(written))
        compared += 1
        if iou < THRESHOLD:
            failures.append(f"{name}: {colour} agrees with the original on {iou:.2%} of its pixels, below {THRESHOLD:.0%}")
    print(f"{compared} renders compared, each colour agreeing on >= {THRESHOLD:.0%} of its pixels; "
          f"{skipped} skipped (filters, masks, blend modes or patterns); {len(failures)} failed")
    for failure in failures:
        print("  " + failure)
    return 1 if failures or compared == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
