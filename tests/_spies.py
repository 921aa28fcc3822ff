"""Test doubles shared by the token-counting tests."""

from __future__ import annotations

from typing import Any

import pytest

from turnmem.tokens import load_encoding


class EncoderSpy:
    """Records the length of every text the bundled o200k encoder is given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sizes: list[int] = []
        enc = load_encoding("o200k_base")
        encode, ordinary = enc.encode, enc.encode_ordinary

        def spy(text: str, **kwargs: Any) -> list[int]:
            self.sizes.append(len(text))
            return encode(text, **kwargs)

        def spy_ordinary(text: str) -> list[int]:
            self.sizes.append(len(text))
            return ordinary(text)

        # both entry points: counting uses encode_ordinary, slicing ids may use encode
        monkeypatch.setattr(enc, "encode", spy)
        monkeypatch.setattr(enc, "encode_ordinary", spy_ordinary)

    def take(self) -> list[int]:
        sizes, self.sizes = self.sizes, []
        return sizes
