"""Turn ids: unique, in the form of ``uuid.uuid4().hex``, and a new sequence after a fork."""

from __future__ import annotations

import os
import uuid

import pytest

from turnmem.turn import Turn
from turnmem.turn_model import _IDS, _LOW62, _new_id, plain_turn


def test_ids_are_uuid4_hex_and_unique() -> None:
    ids = [_new_id() for _ in range(20_000)]
    ids += [plain_turn(0, "hi", "hello").id for _ in range(100)]
    ids += [Turn(user="hi").id for _ in range(100)]
    assert len(set(ids)) == len(ids)
    for text in ids[:50] + ids[-250:]:
        parsed = uuid.UUID(text)
        assert parsed.hex == text and len(text) == 32
        assert parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_the_counter_reseeds_before_it_runs_out() -> None:
    high = _IDS._high
    try:
        _IDS._count = iter([_LOW62, _LOW62 + 1, 5])  # type: ignore[assignment]
        last = _new_id()
        assert int(last, 16) & _LOW62 == _LOW62
        fresh = _new_id()  # past the 62 bits: a new random start, never a wrapped value
        wrapped = f"{high:016x}{1 << 63:016x}"  # what low 0 under the old high bits would be
        assert fresh not in (last, wrapped) and uuid.UUID(fresh).version == 4
        assert _IDS._high != high  # drawn again (2**-60 to fail by chance)
    finally:
        _IDS.reseed()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_does_not_continue_the_parents_sequence() -> None:
    _new_id()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report its next ids, then leave without running pytest's exit
        try:
            os.write(write, " ".join(_new_id() for _ in range(3)).encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        child = pipe.read().split()
    os.waitpid(pid, 0)
    parent = [_new_id() for _ in range(3)]
    assert len(child) == 3
    assert {c[:16] for c in child}.isdisjoint({p[:16] for p in parent})
    assert set(child).isdisjoint(parent)
