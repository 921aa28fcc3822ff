"""Tests of turnmem.lab.datasets: real corpora from ../shared/data (skipped when absent) and small
hand-written files in tmp_path."""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path

import pytest

from turnmem.errors import ConfigurationError, InvalidMessagesError, TurnmemError
from turnmem.lab.datasets import (
    FORMATS,
    DatasetFormatError,
    Dialogue,
    chain_dialogues,
    flatten_multiwoz_state,
    load_dialogues,
)
from turnmem.turn import Turn, turns_from_messages


def _data_dir() -> Path:
    env = os.environ.get("TURNMEM_DATA_DIR")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[1].parent / "shared" / "data"


DATA = _data_dir()


def _need(rel: str) -> Path:
    path = DATA / rel
    if not path.exists():
        pytest.skip(f"data set {rel} not found under {DATA} (set TURNMEM_DATA_DIR to its folder)")
    return path


def _roundtrip(d: Dialogue) -> None:
    """Turn.to_messages of every turn reads back into the same turns."""
    messages = [p.to_message() for p in d.pinned] + [m for t in d.turns for m in t.to_messages()]
    pinned, turns = turns_from_messages(messages)
    assert pinned == d.pinned
    assert [t.to_messages() for t in turns] == [t.to_messages() for t in d.turns]


def _check_indexing(d: Dialogue) -> None:
    assert [t.index for t in d.turns] == list(range(len(d.turns)))
    assert len({t.id for t in d.turns}) == len(d.turns)
    if d.gold is not None:
        assert len(d.gold) == len(d.turns)


# ------------------------------------------------------------------------------------------
# MultiWOZ 2.1 validation split


@pytest.fixture(scope="module")
def multiwoz() -> list[Dialogue]:
    return load_dialogues(_need("multiwoz21/val.json.zip"), "multiwoz")


def test_multiwoz_counts(multiwoz: list[Dialogue]) -> None:
    assert len(multiwoz) == 999
    # README: 14,730 utterances, alternating user/system -> 7,365 user turns.
    assert sum(len(d.turns) for d in multiwoz) == 7365
    for d in multiwoz:
        _check_indexing(d)
        assert d.source == "multiwoz"
        assert d.pinned == []
        assert all(t.user and t.response is not None and not t.steps for t in d.turns)


def test_multiwoz_gold_first_dialogue(multiwoz: list[Dialogue]) -> None:
    d = multiwoz[0]
    assert d.id == "PMUL1635"
    assert len(d.turns) == 9
    assert d.turns[0].user == "I need to book a hotel in the east that has 4 stars ."
    assert d.turns[0].id == "PMUL1635/0"
    assert d.turns[0].meta == {"dialogue_id": "PMUL1635", "dialogue_turn": 0}
    assert d.gold is not None
    assert d.gold[0] == {"hotel-area": "east", "hotel-stars": "4"}
    last = d.gold[-1]
    expected = {
        "hotel-name": "wartworth",
        "hotel-area": "east",
        "hotel-parking": "yes",
        "hotel-stars": "4",
        "hotel-internet": "yes",
        "hotel-book people": "3",
        "hotel-book day": "monday",
        "hotel-book stay": "4",
        "train-destination": "bishops stortford",
        "train-departure": "cambridge",
        "train-day": "friday",
        "train-arriveby": "19:45",
        "train-book people": "1",
    }
    assert last == expected
    # "not mentioned" (hotel-pricerange) and the booked lists are gone
    assert "hotel-pricerange" not in last
    assert not any("booked" in k for g in d.gold for k in g)


def test_multiwoz_gold_is_normalized(multiwoz: list[Dialogue]) -> None:
    values = {v for d in multiwoz for g in d.gold or [] for v in g.values()}
    assert values  # labels exist
    assert not values & {"", "not mentioned", "none"}
    assert all(v == v.lower() and v == " ".join(v.split()) for v in values)
    assert "dontcare" in values  # kept: a real constraint


def test_multiwoz_limit() -> None:
    ds = load_dialogues(_need("multiwoz21/val.json.zip"), "multiwoz", limit=3)
    assert [d.id for d in ds] == ["PMUL1635", "PMUL1181", "PMUL0287"]


def test_multiwoz_plain_json_and_zip(tmp_path: Path) -> None:
    # A hand-made dialogue in the MultiWOZ 2.1 shape (not copied from the corpus).
    empty_meta = {
        "hotel": {"semi": {"area": "", "stars": ""}, "book": {"booked": [], "people": ""}}
    }
    meta = {
        "hotel": {
            "semi": {"area": "North", "stars": "not mentioned"},
            "book": {"booked": [{"name": "x"}], "people": "2"},
        }
    }
    log = [
        {"text": "A hotel please .", "metadata": {}},
        {"text": "Which area ?", "metadata": empty_meta},
        {"text": "North , for 2 people .", "metadata": {}},
        {"text": "Done .", "metadata": meta},
    ]
    doc = {"TEST1": {"goal": {}, "log": log}}
    plain = tmp_path / "tiny.json"
    plain.write_text(json.dumps(doc))
    zipped = tmp_path / "tiny.json.zip"
    with zipfile.ZipFile(zipped, "w") as zf:
        zf.writestr("tiny.json", json.dumps(doc))
    for path in (plain, zipped):
        (d,) = load_dialogues(path, "multiwoz")
        assert d.gold == [{}, {"hotel-area": "north", "hotel-book people": "2"}]
        assert [t.user for t in d.turns] == ["A hotel please .", "North , for 2 people ."]
        assert d.turns[1].response == "Done ."


def test_flatten_multiwoz_state_skips_non_strings() -> None:
    assert flatten_multiwoz_state({"taxi": {"semi": {"leaveAt": "10:15 "}, "book": {}}}) == {
        "taxi-leaveat": "10:15"
    }


def test_multiwoz_malformed_names_dialogue(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"GOOD": {"log": []}, "BAD7": {"goal": {}}}))
    with pytest.raises(DatasetFormatError, match=r"bad\.json, dialogue 'BAD7': has no 'log'"):
        load_dialogues(path, "multiwoz")
    path.write_text("{not json")
    with pytest.raises(DatasetFormatError, match="invalid JSON at line 1"):
        load_dialogues(path, "multiwoz")


# ------------------------------------------------------------------------------------------
# CrossWOZ validation split


@pytest.fixture(scope="module")
def crosswoz() -> list[Dialogue]:
    return load_dialogues(_need("crosswoz/val.json.zip"), "crosswoz")


def test_crosswoz(crosswoz: list[Dialogue]) -> None:
    assert len(crosswoz) == 500
    assert sum(len(d.turns) for d in crosswoz) == 4229  # 8,458 messages, usr/sys alternating
    for d in crosswoz:
        _check_indexing(d)
    first = crosswoz[0]
    assert first.id == "11290"
    assert first.turns[0].user is not None and "驴杂汤" in first.turns[0].user  # Chinese kept
    assert first.gold is not None
    # sys_state_init keeps the user's constraint even though the system relaxed it
    assert first.gold[0] == {"餐馆-推荐菜": "驴杂汤", "餐馆-人均消费": "100-150元"}
    assert any(g for d in crosswoz for g in d.gold or [])
    assert not any("selectedresults" in k for d in crosswoz for g in d.gold or [] for k in g)


# ------------------------------------------------------------------------------------------
# tau-bench few-shot trajectories


def test_tau_bench_counts_and_pairing() -> None:
    folder = _need("tau_bench")
    airline = load_dialogues(folder / "MockAirlineDomainEnv-few_shot.jsonl", "tau-bench")
    retail = load_dialogues(folder / "MockRetailDomainEnv-few_shot.jsonl", "tau-bench")
    assert (len(airline), len(retail)) == (19, 69)
    both = load_dialogues(folder, "tau-bench")
    assert [d.id for d in both] == [d.id for d in airline + retail]
    assert both[0].id == "MockAirlineDomainEnv-few_shot:1"
    steps = [s for d in both for t in d.turns for s in t.steps]
    assert len(steps) == 584  # one "tool:" line per call in the display strings
    for d in both:
        _check_indexing(d)
        for t in d.turns:
            Turn.model_validate(t.model_dump())  # passes Turn validation
            for s in t.steps:
                assert len(s.tool_calls) == 1 and len(s.observations) == 1
                assert s.observations[0].tool_call_id == s.tool_calls[0].id
        _roundtrip(d)
    # some assistant messages carried text along with their call: kept as reasoning
    assert any(s.reasoning for s in steps)
    assert any(o.content.startswith("{") for s in steps for o in s.observations)


def test_tau_bench_structured_messages(tmp_path: Path) -> None:
    line = {
        "traj": [
            {"role": "system", "content": "You are an airline agent."},
            {"role": "user", "content": "Cancel my flight."},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"function": {"name": "get_user", "arguments": {"user_id": "u1"}}}],
            },
            {"role": "tool", "content": '{"id": "u1"}', "name": "get_user"},
            {"role": "assistant", "content": "Done."},
        ]
    }
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(line) + "\n")
    (d,) = load_dialogues(path, "tau-bench")
    assert d.pinned[0].content == "You are an airline agent."
    (call,) = d.turns[0].steps[0].tool_calls
    assert (call.id, call.name, json.loads(call.arguments)) == (
        "call_0",
        "get_user",
        {"user_id": "u1"},
    )
    assert d.turns[0].steps[0].observations[0].content == '{"id": "u1"}'
    assert d.turns[0].response == "Done."


def test_tau_bench_malformed_display(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    good = json.dumps({"messages_display": "user: hi\nassistant: hello"})
    bad = json.dumps({"messages_display": "user: hi\ntool: orphan output"})
    path.write_text(good + "\n" + bad + "\n")
    with pytest.raises(DatasetFormatError, match=r"t\.jsonl, line 2: .*tool output"):
        load_dialogues(path, "tau-bench")
    assert len(load_dialogues(path, "tau-bench", limit=1)) == 1
    path.write_text(json.dumps({"other": 1}) + "\n")
    with pytest.raises(DatasetFormatError, match="line 1: has neither"):
        load_dialogues(path, "tau-bench")


# ------------------------------------------------------------------------------------------
# SWE-agent trajectories


def test_swe_agent() -> None:
    folder = _need("swe_agent")
    ds = load_dialogues(folder, "swe-agent")
    assert len(ds) == 22
    assert len({d.id for d in ds}) == 22  # several files share a name; ids keep their folder
    total_steps = 0
    for d in ds:
        _check_indexing(d)
        (turn,) = d.turns
        assert turn.user and turn.steps
        assert d.pinned and d.pinned[0].role == "system"
        for i, step in enumerate(turn.steps):
            (call,) = step.tool_calls
            assert call.id == f"call_{i}"
            assert isinstance(json.loads(call.arguments)["command"], str)
            assert step.observations[0].tool_call_id == call.id
        total_steps += len(turn.steps)
        _roundtrip(d)
    # 227 trajectory entries, plus 5 action/observation pairs from the history of the one
    # file without a trajectory (function_calling_simple.traj)
    assert total_steps == 232
    observations = [o.content for d in ds for s in d.turns[0].steps for o in s.observations]
    assert sum(1 for o in observations if o) > 200
    assert max(len(o) for o in observations) > 10_000  # long shell/file output
    names = {c.name for d in ds for s in d.turns[0].steps for c in s.tool_calls}
    assert {"open", "edit", "submit", "python"} <= names
    problem = next(d for d in ds if d.id.endswith("pydicom__pydicom-1458")).turns[0].user
    assert problem is not None and problem.startswith("We're currently solving")  # not the demo
    closed = [d for d in ds if d.turns[0].response == "[trajectory ended: submitted]"]
    assert len(closed) == 21


def test_swe_agent_single_file_and_bad_file(tmp_path: Path) -> None:
    traj = {
        "history": [{"role": "system", "content": "sys"}],
        "trajectory": [
            {"action": "ls -la\n", "thought": "look", "observation": "a\nb"},
            {"action": "./run.sh", "thought": "", "observation": None},
        ],
    }
    path = tmp_path / "x.traj"
    path.write_text(json.dumps(traj))
    (d,) = load_dialogues(path, "swe-agent")
    assert d.id == "x"
    turn = d.turns[0]
    assert turn.user is not None and "x.traj" in turn.user  # placeholder problem statement
    assert [c.name for s in turn.steps for c in s.tool_calls] == ["ls", "bash"]
    assert turn.steps[0].reasoning == "look" and turn.steps[1].reasoning is None
    assert turn.steps[1].observations[0].content == ""
    assert turn.response is None  # no info.exit_status: the turn stays open
    path.write_text(json.dumps({"trajectory": [{"thought": "no action"}]}))
    with pytest.raises(
        DatasetFormatError, match=r"trajectory 'x'.*trajectory\[0\] has no 'action'"
    ):
        load_dialogues(path, "swe-agent")


# ------------------------------------------------------------------------------------------
# openai-jsonl and sharegpt on small hand-written files


def test_openai_jsonl(tmp_path: Path) -> None:
    lines = [
        [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": [{"type": "text", "text": "Weather in Paris?"}]},
            {
                "role": "assistant",
                "content": None,
                "refusal": None,
                "tool_calls": [
                    {
                        "type": "function",
                        "function": {"name": "weather", "arguments": {"city": "Paris"}},
                    }
                ],
            },
            {"role": "tool", "content": "18C"},
            {"role": "assistant", "content": "18C and sunny."},
        ],
        {
            "id": "conv-b",
            "messages": [
                {"role": "user", "content": "hi"},
                {"role": "assistant", "content": "hello"},
                {"role": "user", "content": "bye"},
            ],
        },
    ]
    path = tmp_path / "chats.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n\n")
    a, b = load_dialogues(path, "openai-jsonl")
    assert a.id == "chats:1" and b.id == "conv-b"
    assert a.pinned[0].content == "Be brief."
    step = a.turns[0].steps[0]
    assert step.tool_calls[0].id == "call_0"
    assert json.loads(step.tool_calls[0].arguments) == {"city": "Paris"}
    assert step.observations[0].content == "18C"
    assert a.turns[0].user == "Weather in Paris?"
    assert [t.user for t in b.turns] == ["hi", "bye"]
    assert b.turns[1].response is None
    assert all(d.gold is None and d.source == "openai-jsonl" for d in (a, b))
    _roundtrip(a)


def test_openai_jsonl_malformed_names_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    ok = json.dumps([{"role": "user", "content": "hi"}])
    path.write_text(ok + "\n" + "{oops\n")
    with pytest.raises(DatasetFormatError, match=r"bad\.jsonl, line 2: invalid JSON"):
        load_dialogues(path, "openai-jsonl")
    path.write_text(ok + "\n" + json.dumps([{"role": "robot", "content": "x"}]) + "\n")
    with pytest.raises(InvalidMessagesError, match=r"line 2: message\[0\]: unknown role 'robot'"):
        load_dialogues(path, "openai-jsonl")
    path.write_text(json.dumps({"messages": "not a list"}) + "\n")
    with pytest.raises(DatasetFormatError, match="line 1: expected a list of messages") as info:
        load_dialogues(path, "openai-jsonl")
    assert info.value.where == "line 1" and info.value.path == str(path)
    assert isinstance(info.value, TurnmemError)


def test_sharegpt_json_and_jsonl(tmp_path: Path) -> None:
    record = {
        "id": "sg1",
        "system": "You help with math.",
        "conversations": [
            {"from": "human", "value": "What is 2+2?"},
            {
                "from": "function_call",
                "value": json.dumps({"name": "calc", "arguments": {"e": "2+2"}}),
            },
            {"from": "observation", "value": "4"},
            {"from": "gpt", "value": "It is 4."},
            {"from": "human", "value": "Thanks"},
            {"from": "gpt", "value": "You're welcome."},
        ],
    }
    as_json = tmp_path / "sg.json"
    as_json.write_text(json.dumps([record]))
    as_jsonl = tmp_path / "sg.jsonl"
    plain = {"conversations": [{"from": "human", "value": "hey"}, {"from": "gpt", "value": "yo"}]}
    as_jsonl.write_text(json.dumps(record) + "\n" + json.dumps(plain) + "\n")
    (d,) = load_dialogues(as_json, "sharegpt")
    d2, d3 = load_dialogues(as_jsonl, "sharegpt")
    assert d.id == d2.id == "sg1" and d3.id == "sg:1"
    assert d.pinned[0].content == "You help with math."
    assert len(d.turns) == 2
    call = d.turns[0].steps[0].tool_calls[0]
    assert call.name == "calc" and json.loads(call.arguments) == {"e": "2+2"}
    assert d.turns[0].steps[0].observations[0].content == "4"
    assert d.turns[0].response == "It is 4."
    assert [t.to_messages() for t in d.turns] == [t.to_messages() for t in d2.turns]
    assert d3.turns[0].user == "hey" and d3.turns[0].response == "yo"


def test_sharegpt_malformed(tmp_path: Path) -> None:
    path = tmp_path / "sg.jsonl"
    good = {"conversations": [{"from": "human", "value": "hey"}]}
    bad = {"conversations": [{"from": "alien", "value": "?"}]}
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    with pytest.raises(DatasetFormatError, match=r"line 2: conversations\[0\]: unknown speaker"):
        load_dialogues(path, "sharegpt")
    path2 = tmp_path / "sg.json"
    path2.write_text(json.dumps([good, {"conversations": [{"from": "observation", "value": "x"}]}]))
    with pytest.raises(DatasetFormatError, match=r"record 1: .*no function_call before it"):
        load_dialogues(path2, "sharegpt")


# ------------------------------------------------------------------------------------------
# arguments


def test_unknown_format_and_bad_arguments(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="multiwoz") as info:
        load_dialogues(tmp_path, "csv")
    assert all(f in str(info.value) for f in FORMATS)
    with pytest.raises(ConfigurationError, match="does not exist"):
        load_dialogues(tmp_path / "missing.jsonl", "openai-jsonl")
    with pytest.raises(ConfigurationError, match=r"no \.traj files"):
        load_dialogues(tmp_path, "swe-agent")
    with pytest.raises(ConfigurationError, match="not a file"):
        load_dialogues(tmp_path, "multiwoz")
    with pytest.raises(ConfigurationError, match="limit"):
        load_dialogues(tmp_path, "multiwoz", limit=-1)


# ------------------------------------------------------------------------------------------
# chains


def _dlg(did: str, golds: list[dict[str, str]] | None) -> Dialogue:
    n = len(golds) if golds is not None else 1
    turns = [Turn(index=k, id=f"{did}/{k}", user=f"{did} u{k}", response="ok") for k in range(n)]
    return Dialogue(id=did, turns=turns, gold=golds, source="multiwoz")


def test_chain_dialogues_gold_and_indexing() -> None:
    a = _dlg("A", [{"hotel-area": "east"}, {"hotel-area": "east", "hotel-stars": "4"}])
    b = _dlg("B", [{"train-day": "monday"}, {"train-day": "monday", "hotel-area": "west"}])
    c = _dlg("C", [{}])
    chains = chain_dialogues([a, b, c], 2)
    assert [ch.id for ch in chains] == ["chain:A+B", "chain:C"]  # a short last group is kept
    ab = chains[0]
    _check_indexing(ab)
    assert [t.id for t in ab.turns] == ["A/0", "A/1", "B/0", "B/1"]
    assert ab.gold == [
        {"hotel-area": "east"},
        {"hotel-area": "east", "hotel-stars": "4"},
        {"hotel-area": "east", "hotel-stars": "4", "train-day": "monday"},
        {"hotel-area": "west", "hotel-stars": "4", "train-day": "monday"},  # later value wins
    ]
    assert ab.source == "multiwoz"
    twice = chain_dialogues([a, a], 2)[0]
    assert [t.id for t in twice.turns] == ["A/0", "A/1", "A/0#1", "A/1#1"]
    mixed = chain_dialogues([a, _dlg("X", None)], 2)[0]
    assert mixed.gold is None
    with pytest.raises(ConfigurationError):
        chain_dialogues([a], 0)
    assert chain_dialogues([], 3) == []


def test_chain_multiwoz(multiwoz: list[Dialogue]) -> None:
    chains = chain_dialogues(multiwoz[:10], 5)
    assert len(chains) == 2
    first = chains[0]
    assert first.id == "chain:" + "+".join(d.id for d in multiwoz[:5])
    assert len(first.turns) == sum(len(d.turns) for d in multiwoz[:5])
    _check_indexing(first)
    assert first.gold is not None
    # the last turn's gold holds every dialogue's final state (later values win), so facts
    # from the first dialogue must still be remembered at the end
    merged: dict[str, str] = {}
    for d in multiwoz[:5]:
        assert d.gold is not None
        merged.update(d.gold[-1])
    assert first.gold[-1] == merged
    # hotel-parking is set only by the first dialogue; train-destination is overwritten
    assert first.gold[-1]["hotel-parking"] == "yes"
    assert multiwoz[0].gold is not None
    assert multiwoz[0].gold[-1]["train-destination"] == "bishops stortford"
    assert first.gold[-1]["train-destination"] == "birmingham new street"
    assert first.turns[-1].meta["dialogue_id"] == multiwoz[4].id


def test_validation_errors_are_retold_without_the_record_text(tmp_path: Path) -> None:
    """pydantic quotes the offending input; a transcript error must not (customer data)."""
    from pydantic import ValidationError

    from turnmem.lab.datasets.base import wrap_error
    from turnmem.turn import Step, ToolCall

    secret = "Jane Roe, card 4111"  # short: pydantic cuts long inputs, but keeps the start
    with pytest.raises(ValidationError) as info:
        Turn(
            user=secret,
            steps=[
                Step(tool_calls=[ToolCall(id="c1", name="f", arguments="{}")]),
                Step(tool_calls=[ToolCall(id="c2", name="f", arguments="{}")]),
            ],
        )
    assert "Jane Roe" in str(info.value)  # what the raw error would have printed
    chained = InvalidMessagesError(str(info.value), index=3)
    chained.__cause__ = info.value
    err = wrap_error(chained, tmp_path / "t.jsonl", "line 7")
    assert isinstance(err, DatasetFormatError)
    text = str(err)
    assert text.startswith(f"{tmp_path / 't.jsonl'}, line 7: message[3]: ")
    assert "unanswered tool calls" in text
    assert "4111" not in text and "Jane" not in text


def test_openai_jsonl_reads_one_message_per_line_and_names_the_bad_line(tmp_path: Path) -> None:
    msgs = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello"},
        {"role": "user", "content": "bye"},
    ]
    path = tmp_path / "one.jsonl"
    path.write_text("\n".join(json.dumps(m) for m in msgs) + "\n")
    (dlg,) = load_dialogues(path, "openai-jsonl")
    assert [t.user for t in dlg.turns] == ["hi", "bye"] and dlg.pinned[0].content == "Be brief."
    msgs[2] = {"role": "robot", "content": "hello"}
    path.write_text("\n\n".join(json.dumps(m) for m in msgs) + "\n")  # blank lines in between
    with pytest.raises(DatasetFormatError) as info:
        load_dialogues(path, "openai-jsonl")
    assert info.value.where == "line 5" and "unknown role" in info.value.problem
