"""Token costs of images, audio and files in chat messages (offline, documented rules).

**Images** follow OpenAI's published rule (platform.openai.com/docs/guides/images-vision,
"Calculating costs"):

* *tile* models (gpt-4o, gpt-4.1, gpt-4.5, gpt-5, o1, o3 and most others): ``detail="low"``
  costs the family's base tokens; ``high`` and ``auto`` (counted as ``high``, the safe side)
  scale the image to fit in 2048 x 2048, then its shortest side down to 768 px, and cost
  ``base + tile * (number of 512-px tiles)``. Base/tile: gpt-4o, gpt-4.1, gpt-4.5, gpt-5 85/170;
  gpt-4o-mini 2833/5667; o1, o1-pro, o3 75/150; computer-use-preview 65/129;
* *patch* models (gpt-4.1-mini, gpt-4.1-nano, o4-mini, gpt-5-mini, gpt-5-nano): 32-px patches,
  at most 1536 (the image is scaled down to fit), times the model's multiplier (1.62, 2.46,
  1.72, 1.62, 2.46), rounded up.

The size is read from the header of a ``data:`` URL image (PNG, JPEG, GIF, WebP). When it
cannot be known (an https URL, an unknown format) the image is counted at the **largest**
cost the rule allows (:data:`UNKNOWN_IMAGE_SIZE`, 2048 x 768 px, 8 tiles: 1445 tokens on
gpt-4o), so a budget is never exceeded because of it.

**Audio** (``input_audio``): ``AUDIO_TOKENS_PER_SECOND`` (10, OpenAI's rate for user audio)
per second, the duration read from a WAV header, else estimated from the data size at
16,000 bytes per second (128 kbit/s mp3); at least ``AUDIO_MIN_TOKENS``. An assistant ``audio``
reference costs ``AUDIO_REF_TOKENS`` (300, i.e. 30 seconds).

**Files** (``file``): ``FILE_BASE_TOKENS`` (85) + the filename's tokens + one token per 4 bytes
of inline data (a text extraction's typical density); a file given only by ``file_id`` costs
``FILE_ID_TOKENS`` (1000). OpenAI publishes no rule for files; this one never counts zero.
"""

from __future__ import annotations

import base64
import binascii
import math
import struct

__all__ = [
    "AUDIO_MIN_TOKENS",
    "AUDIO_REF_TOKENS",
    "AUDIO_TOKENS_PER_SECOND",
    "FILE_BASE_TOKENS",
    "FILE_ID_TOKENS",
    "UNKNOWN_IMAGE_SIZE",
    "audio_tokens",
    "file_tokens",
    "image_size",
    "image_tokens",
]

AUDIO_TOKENS_PER_SECOND = 10
AUDIO_MIN_TOKENS = 10
AUDIO_REF_TOKENS = 300
FILE_BASE_TOKENS = 85
FILE_ID_TOKENS = 1000
#: The size assumed for an image whose header cannot be read: the costliest the tile rule allows.
UNKNOWN_IMAGE_SIZE = (2048, 768)

# (model prefix, base, tile) for tile models, longest prefixes first.
_TILE_FAMILIES = (
    ("computer-use-preview", 65, 129),
    ("gpt-4o-mini", 2833, 5667),
    ("o1-pro", 75, 150),
    ("o1", 75, 150),
    ("o3", 75, 150),
)
_DEFAULT_TILE = (85, 170)
_PATCH_FAMILIES = (
    ("gpt-4.1-mini", 1.62),
    ("gpt-4.1-nano", 2.46),
    ("gpt-5-mini", 1.62),
    ("gpt-5-nano", 2.46),
    ("o4-mini", 1.72),
)
_MAX_PATCHES = 1536
_HEADER_BYTES = 64 * 1024  # enough for a JPEG's SOF marker after EXIF in practice


def _family(model: str) -> tuple[str, float, float]:
    name = model.rsplit("/", 1)[-1].lower()
    for prefix, mult in _PATCH_FAMILIES:
        if name.startswith(prefix):
            return "patch", mult, 0.0
    for prefix, base, tile in _TILE_FAMILIES:
        if name.startswith(prefix):
            return "tile", base, tile
    return "tile", *_DEFAULT_TILE


def _tiles(width: int, height: int) -> int:
    if max(width, height) > 2048:
        scale = 2048 / max(width, height)
        width, height = int(width * scale), int(height * scale)
    if min(width, height) > 768:
        scale = 768 / min(width, height)
        width, height = int(width * scale), int(height * scale)
    return math.ceil(width / 512) * math.ceil(height / 512)


def _patches(width: int, height: int) -> int:
    patches = math.ceil(width / 32) * math.ceil(height / 32)
    if patches <= _MAX_PATCHES:
        return patches
    shrink = math.sqrt(_MAX_PATCHES * 32 * 32 / (width * height))
    w, h = max(int(width * shrink), 1), max(int(height * shrink), 1)
    # Then scaled again so the width is a whole number of patches (OpenAI's worked example:
    # 1800 x 2400 -> 1086 x 1448 -> 1056 x 1408 -> 33 x 44 = 1452 patches).
    w_patches = max(w // 32, 1)
    h = int(h * w_patches * 32 / w)
    return min(w_patches * math.ceil(h / 32), _MAX_PATCHES)


def image_tokens(model: str, detail: str | None, size: tuple[int, int] | None) -> int:
    """Tokens of one image for ``model`` at ``detail`` (None = auto); ``size`` None = unknown."""
    kind, a, b = _family(model)
    width, height = size or UNKNOWN_IMAGE_SIZE
    if kind == "patch":
        if size is None:
            return math.ceil(_MAX_PATCHES * a)
        return math.ceil(_patches(width, height) * a)
    base, tile = int(a), int(b)
    if detail == "low":
        return base
    return base + tile * _tiles(width, height)


def _decode_head(data: str, max_bytes: int) -> bytes | None:
    chunk = data[: (max_bytes // 3) * 4]
    chunk = chunk[: len(chunk) - len(chunk) % 4]
    try:
        return base64.b64decode(chunk, validate=False)
    except (binascii.Error, ValueError):
        return None


def image_size(url: str) -> tuple[int, int] | None:
    """(width, height) from the header of a base64 ``data:`` URL (PNG, JPEG, GIF, WebP)."""
    if not url.startswith("data:") or ";base64," not in url[:100]:
        return None
    head = _decode_head(url.split(",", 1)[1], _HEADER_BYTES)
    if not head:
        return None
    return _size_of(head)


def _size_of(head: bytes) -> tuple[int, int] | None:
    try:
        if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
            w, h = struct.unpack(">II", head[16:24])
            return int(w), int(h)
        if head[:6] in (b"GIF87a", b"GIF89a"):
            w, h = struct.unpack("<HH", head[6:10])
            return int(w), int(h)
        if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
            return _webp_size(head)
        if head[:2] == b"\xff\xd8":
            return _jpeg_size(head)
    except struct.error:
        return None
    return None


def _webp_size(head: bytes) -> tuple[int, int] | None:
    chunk = head[12:16]
    if chunk == b"VP8X":
        w = 1 + int.from_bytes(head[24:27], "little")
        h = 1 + int.from_bytes(head[27:30], "little")
        return w, h
    if chunk == b"VP8 ":
        w, h = struct.unpack("<HH", head[26:30])
        return int(w) & 0x3FFF, int(h) & 0x3FFF
    if chunk == b"VP8L":
        bits = int.from_bytes(head[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    return None


def _jpeg_size(head: bytes) -> tuple[int, int] | None:
    pos = 2
    while pos + 9 < len(head):
        if head[pos] != 0xFF:
            return None
        marker = head[pos + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            pos += 2
            continue
        (length,) = struct.unpack(">H", head[pos + 2 : pos + 4])
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            h, w = struct.unpack(">HH", head[pos + 5 : pos + 9])
            return int(w), int(h)
        pos += 2 + length
    return None


def _data_bytes(data: str) -> int:
    payload = data.split(",", 1)[1] if data.startswith("data:") else data
    return len(payload) * 3 // 4


def audio_tokens(data: str, fmt: str) -> int:
    """Tokens of one ``input_audio`` part (see the module docstring for the rule)."""
    seconds: float | None = None
    if fmt == "wav":
        head = _decode_head(data, 64)
        if head and head[:4] == b"RIFF" and head[8:12] == b"WAVE" and len(head) >= 44:
            (byte_rate,) = struct.unpack("<I", head[28:32])
            if byte_rate:
                seconds = max(_data_bytes(data) - 44, 0) / byte_rate
    if seconds is None:
        seconds = _data_bytes(data) / 16_000
    return max(AUDIO_MIN_TOKENS, math.ceil(seconds * AUDIO_TOKENS_PER_SECOND))


def file_tokens(file_data: str | None, name_tokens: int) -> int:
    """Tokens of one ``file`` part: base + filename + inline data at 4 bytes a token."""
    if file_data is None:
        return FILE_ID_TOKENS + name_tokens
    return FILE_BASE_TOKENS + name_tokens + math.ceil(_data_bytes(file_data) / 4)
