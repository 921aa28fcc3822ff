"""open_store URLs, lazy optional extras, and the shared search text functions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from turnmem.errors import ConfigurationError
from turnmem.store import (
    AsyncMemoryStore,
    AsyncPostgresStore,
    AsyncRedisStore,
    AsyncSQLiteStore,
    MemoryStore,
    SQLiteStore,
    is_async_store,
    open_async_store,
    open_store,
)
from turnmem.store._text import bm25_rank, make_snippet, search_terms

REPO = Path(__file__).resolve().parents[1]


def _python(code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO, timeout=60
    )


def test_open_store_urls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(open_store("memory://"), MemoryStore)
    mem = MemoryStore()
    assert open_store(mem) is mem

    with open_store(f"sqlite:///{tmp_path}/abs.db") as store:  # type: ignore[attr-defined]
        assert isinstance(store, SQLiteStore) and store.path == f"{tmp_path}/abs.db"
    monkeypatch.chdir(tmp_path)
    with open_store("sqlite:///rel.db") as store:  # type: ignore[attr-defined]
        assert store.path == "rel.db"
    assert (tmp_path / "rel.db").exists()
    with open_store("sqlite:///:memory:") as store:  # type: ignore[attr-defined]
        assert store.path == ":memory:"
    with open_store(tmp_path / "path.db") as store:  # type: ignore[attr-defined]
        assert isinstance(store, SQLiteStore)


@pytest.mark.parametrize(
    "bad", ["", "mysql://x", "sqlite://", "sqlite:///", "memory://x", "store.db", 42]
)
def test_open_store_rejects_unknown_forms_listing_the_accepted_ones(bad: object) -> None:
    with pytest.raises(ConfigurationError) as info:
        open_store(bad)  # type: ignore[arg-type]
    text = str(info.value)
    for form in ("memory://", "sqlite:///", "postgresql://", "redis://"):
        assert form in text


def test_open_async_store_urls_mirror_open_store(tmp_path: Path) -> None:
    assert isinstance(open_async_store("memory://"), AsyncMemoryStore)
    lite = open_async_store(f"sqlite:///{tmp_path}/a.db")
    assert isinstance(lite, AsyncSQLiteStore) and lite.path == f"{tmp_path}/a.db"
    assert not (tmp_path / "a.db").exists()  # no I/O until the first operation
    assert isinstance(open_async_store(tmp_path / "p.db"), AsyncSQLiteStore)
    # Server stores are created without connecting (port 1: nothing listens there).
    assert isinstance(open_async_store("postgresql://u@127.0.0.1:1/db"), AsyncPostgresStore)
    assert isinstance(open_async_store("redis://127.0.0.1:1/0"), AsyncRedisStore)
    mine = AsyncMemoryStore()
    assert open_async_store(mine) is mine
    shared = MemoryStore()
    wrapped = open_async_store(shared)
    assert isinstance(wrapped, AsyncMemoryStore) and wrapped.sync_store is shared
    with SQLiteStore(tmp_path / "s.db") as sync_lite:
        assert isinstance(open_async_store(sync_lite), AsyncSQLiteStore)
    assert is_async_store(mine) and not is_async_store(shared)


@pytest.mark.parametrize(
    "bad", ["", "mysql://x", "sqlite://", "sqlite:///", "memory://x", "store.db", 42]
)
def test_open_async_store_rejects_unknown_forms(bad: object) -> None:
    with pytest.raises(ConfigurationError) as info:
        open_async_store(bad)
    for form in ("memory://", "sqlite:///", "postgresql://", "redis://"):
        assert form in str(info.value)


def test_sync_and_async_stores_are_not_mixed_up() -> None:
    class CustomSyncStore:  # a user's own sync store: it cannot be awaited
        def load(self, session_id: str, *, after_index: int = -1) -> None: ...
        def append_turns(
            self, session_id: str, turns: object, *, pinned: object = None
        ) -> None: ...
        def commit_fold(self, session_id: str, **kw: object) -> None: ...
        def list_sessions(self, prefix: str = "") -> None: ...
        def delete(self, session_id: str, *, before_index: int | None = None) -> None: ...

    with pytest.raises(ConfigurationError, match="cannot be awaited"):
        open_async_store(CustomSyncStore())
    with pytest.raises(ConfigurationError, match="use open_async_store"):
        open_store(AsyncMemoryStore())  # type: ignore[arg-type]


def test_import_turnmem_imports_no_optional_driver() -> None:
    out = _python(
        "import sys, turnmem, turnmem.store, turnmem.store.postgres, turnmem.store.redis\n"
        "import turnmem.store.aio.postgres, turnmem.store.aio.redis\n"
        "from turnmem.store import open_async_store\n"
        "open_async_store('memory://'); open_async_store('sqlite:///:memory:')\n"
        "print(sorted(m for m in ('psycopg', 'redis') if m in sys.modules))"
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("opener", ["open_store", "open_async_store"])
@pytest.mark.parametrize(
    ("url", "extra"),
    [("postgresql://u@127.0.0.1:1/db", "postgres"), ("redis://127.0.0.1:1/0", "redis")],
)
def test_missing_extra_names_the_pip_install(url: str, extra: str, opener: str) -> None:
    module = "psycopg" if extra == "postgres" else "redis"
    out = _python(
        f"import sys; sys.modules[{module!r}] = None\n"
        "from turnmem.errors import ConfigurationError\n"
        f"from turnmem.store import {opener}\n"
        f"try:\n    {opener}({url!r})\nexcept ConfigurationError as e:\n    print(e)\n"
    )
    assert out.returncode == 0, out.stderr
    assert f"pip install 'turnmem[{extra}]'" in out.stdout


def test_search_terms_english_and_chinese() -> None:
    assert search_terms("Hello, WORLD! it's 3.5kg") == ["hello", "world", "it", "s", "3", "5kg"]
    assert search_terms("北京到上海") == ["北京", "京到", "到上", "上海"]
    assert search_terms("买iPhone手机。好") == ["买", "iphone", "手机", "好"]
    assert search_terms("ＡＢＣ１２ café Ünïcode") == ["abc12", "café", "ünïcode"]
    assert search_terms("x" * 101 + " ok") == ["ok"]
    assert search_terms(" _-?! ") == []


def test_bm25_prefers_rarer_terms_and_shorter_docs() -> None:
    docs = {
        0: search_terms("refund refund policy"),
        1: search_terms("the policy on refunds for a long list of many other things"),
        2: search_terms("nothing relevant"),
    }
    ranked = bm25_rank(docs, search_terms("refund policy"), 5)
    assert [i for i, _ in ranked] == [0, 1]
    assert ranked[0][1] > ranked[1][1] > 0
    assert bm25_rank(docs, [], 5) == [] and bm25_rank({}, ["x"], 5) == []


def test_snippet_windows_around_the_first_match() -> None:
    text = "a " * 200 + "Needle " + "b " * 200
    snip = make_snippet(text, ["needle"], width=40)
    assert "Needle" in snip and snip.startswith("…") and snip.endswith("…")
    assert make_snippet("short\n text", ["x"]) == "short text"


def test_query_terms_drop_function_words_but_never_everything() -> None:
    from turnmem.store._text import make_snippet, query_terms

    assert query_terms("Which ones are in the afternoon?") == ["afternoon"]
    assert query_terms("the") == ["the"]
    assert query_terms("我要去北京") == ["我要", "要去", "去北", "北京"]
    # snippets centre on a whole-word match, not on "in" inside "Beijing"
    text = "Find flights from Beijing " + "x " * 200 + "in the afternoon: HU7605 13:15"
    assert "afternoon" in make_snippet(text, ["afternoon"])


def test_snippet_starts_at_the_earliest_term_of_any_kind() -> None:
    pad = "x " * 100
    # "in" inside "internal" or glued to Chinese is no whole word; the CJK term comes first.
    text = pad + "internal iPhone手机 then 退款 later in the log " + pad
    snip = make_snippet(text, ["in", "退款"], width=20)
    assert snip.startswith("…") and "退款" in snip and "internal" not in snip
    snip = make_snippet(text, ["in"], width=20)
    assert "in the log" in snip and "internal" not in snip
    assert make_snippet(text, ["iphone"], width=20).startswith("x x")  # no whole-word match
