"""Workflow step lists from tool checklists and the assistant's answer, and progress on them
(turnmem.fold.rules.checklist), English and Chinese."""

from __future__ import annotations

import json

import pytest

from turnmem.domains import WorkflowState
from turnmem.state import MemoryState
from turnmem.turn import Observation, Step, ToolCall, Turn

from .test_corrections import run


def said(index: int, user: str | None, response: str | None = None) -> Turn:
    return Turn(index=index, user=user, response=response)


def called(
    index: int, user: str | None, name: str, result: dict[str, object], response: str = "ok"
) -> Turn:
    call = ToolCall(id=f"c{index}", name=name, arguments="{}")
    obs = Observation(tool_call_id=f"c{index}", content=json.dumps(result, ensure_ascii=False))
    return Turn(
        index=index,
        user=user,
        steps=[Step(tool_calls=[call], observations=[obs])],
        response=response,
    )


def lists(state: MemoryState) -> tuple[list[str], list[str], list[str]]:
    return (
        list(state.steps_done),
        list(state.steps_pending),
        list(state.blockers),
    )


# --- the assistant's list in answer to the user's request -------------------------------------


@pytest.mark.parametrize(
    ("user", "reply", "steps"),
    [
        (
            "I need to close my account, what do I need to do?",
            "You'll need to: 1) withdraw the balance, 2) cancel the standing orders, "
            "3) return the card.",
            ["withdraw the balance", "cancel the standing orders", "return the card"],
        ),
        (
            "Help me set up the new office printer.",
            "Sure. The steps are: unpack it, connect it to the wifi, then install the driver.",
            ["unpack it", "connect it to the wifi", "install the driver"],
        ),
        (
            "我要报销差旅费，流程是什么？",
            "报销流程：1. 上传发票；2. 填写报销单；3. 部门经理审批。",
            ["上传发票", "填写报销单", "部门经理审批"],
        ),
        (
            "I need to apply for a visa, what do I need?",
            "You'll need: a passport photo, a bank statement, and the application form.",
            ["a passport photo", "a bank statement", "the application form"],
        ),
        (
            "办签证需要准备什么？",
            "需要准备以下材料：身份证、户口本、两张照片。",
            ["身份证", "户口本", "两张照片"],
        ),
        (
            "what's left on my onboarding?",
            "Here's what's left: 1. Sign the contract 2. Return the laptop 3. Submit your timesheet",
            ["Sign the contract", "Return the laptop", "Submit your timesheet"],
        ),
        (
            "报销流程是什么？",
            "流程如下：①提交申请 ②部门审批 ③财务打款",
            ["提交申请", "部门审批", "财务打款"],
        ),
        (
            "开户要办哪些手续？",
            "一、填写开户申请；二、提交身份证；三、设置密码。",
            ["填写开户申请", "提交身份证", "设置密码"],
        ),
        (
            "帮我办一下离职手续",
            "离职手续：交还电脑、注销门禁卡、签离职协议。",
            ["交还电脑", "注销门禁卡", "签离职协议"],
        ),
    ],
)
def test_a_step_list_answering_the_request_is_the_pending_steps(
    user: str, reply: str, steps: list[str]
) -> None:
    state = run(WorkflowState(), said(0, user, reply))
    assert lists(state) == ([], steps, [])


@pytest.mark.parametrize(
    ("user", "reply"),
    [
        # an offer the assistant asks about is no plan
        ("I need to close my account", "Shall I: 1) close it, 2) send you the balance?"),
        ("我要报销差旅费", "要不要我帮您：1. 上传发票；2. 填写报销单？"),
        # a list nobody asked for (the user asked about something else)
        ("what's the wifi password?", "Your checklist: 1) sign the NDA, 2) set up SSO."),
    ],
)
def test_a_list_offered_as_a_question_or_unasked_sets_no_steps(user: str, reply: str) -> None:
    state = run(WorkflowState(), said(0, user, reply))
    done, pending, _ = lists(state)
    # ("close my account" stays the step the user's "I need to" states)
    assert done == [] and not any(p in reply for p in pending)


def test_a_recap_after_the_steps_are_listed_changes_nothing() -> None:
    state = run(
        WorkflowState(),
        said(0, "what are the steps for onboarding?", "1) sign the NDA, 2) set up SSO."),
        said(1, "what's the process again?", "Steps: choose a laptop, book training."),
    )
    assert lists(state)[1] == ["sign the NDA", "set up SSO"]


def test_the_assistants_list_is_no_user_statement_outside_a_workflow_schema() -> None:
    from turnmem.domains import SupportState

    state = run(SupportState(), said(0, "what do I need to do?", "1) log in, 2) reset it."))
    assert state.goals == [] and state.preferences == [] and state.facts == []


# --- tool checklists --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("result", "done", "pending"),
    [
        (
            {"checklist": {"laptop": "shipped", "accounts": "not started", "badge": "pending"}},
            ["laptop"],
            ["accounts", "badge"],
        ),
        (
            {"steps": {"银行对账": "done", "费用计提": "pending", "出报表": "未开始"}},
            ["银行对账"],
            ["费用计提", "出报表"],
        ),
        (
            {
                "tasks": [
                    {"name": "sign contract", "status": "done"},
                    {"name": "id photo", "status": "todo"},
                ]
            },
            ["sign contract"],
            ["id photo"],
        ),
    ],
)
def test_a_tool_checklist_sets_the_steps_by_status(
    result: dict[str, object], done: list[str], pending: list[str]
) -> None:
    state = run(WorkflowState(), called(0, "help me onboard Ana", "get_onboarding", result))
    assert lists(state)[:2] == (done, pending)


def test_a_json_object_of_other_values_is_no_checklist() -> None:
    result = {"steps": {"laptop": "MacBook Pro", "badge": "B-22"}}
    state = run(WorkflowState(), called(0, "help me onboard Ana", "get_onboarding", result))
    assert lists(state)[:2] == ([], [])


# --- progress on a listed step ----------------------------------------------------------------

_PLAN = said(
    0,
    "walk me through onboarding please",
    "Your checklist: 1) sign the NDA, 2) set up SSO, 3) choose a laptop, "
    "4) complete the security training, 5) upload your ID.",
)


@pytest.mark.parametrize(
    ("report", "step"),
    [
        ("I signed the NDA yesterday already.", "sign the NDA"),
        ("ok, uploaded my ID just now", "upload your ID"),
        ("SSO is done now", "set up SSO"),
    ],
)
def test_a_past_tense_report_marks_only_that_step_done(report: str, step: str) -> None:
    state = run(WorkflowState(), _PLAN, said(1, report))
    done, pending, _ = lists(state)
    assert done == [step]
    assert step not in pending and len(pending) == 4


@pytest.mark.parametrize(
    "report",
    [
        "I haven't signed the NDA yet",
        "should I sign the NDA first?",
        "I need the NDA signed by Friday",
        "once I've signed the NDA, what next?",
    ],
)
def test_a_negated_or_asked_report_marks_nothing(report: str) -> None:
    state = run(WorkflowState(), _PLAN, said(1, report))
    assert lists(state)[0] == []


@pytest.mark.parametrize(
    ("call", "done"),
    [
        ("order_laptop", ["choose a laptop"]),  # ordering is choosing: same family
        ("book_training", []),  # booking the training does not complete it
        ("get_laptop_status", []),  # a lookup does nothing
    ],
)
def test_a_successful_call_does_the_step_of_its_verb_and_object(call: str, done: list[str]) -> None:
    state = run(WorkflowState(), _PLAN, called(1, "go ahead", call, {"status": "ordered"}))
    assert lists(state)[0] == done


def test_a_failed_call_does_no_step() -> None:
    result = {"status": "failed", "error": "out of stock"}
    state = run(WorkflowState(), _PLAN, called(1, "go ahead", "order_laptop", result))
    assert lists(state)[0] == []


def test_the_assistants_done_report_counts_only_after_a_successful_call() -> None:
    plan = said(0, "帮我跑一下月结流程", "月结流程：1. 银行对账；2. 费用计提；3. 出报表。")
    ran = called(1, "做吧", "run_accrual", {"status": "done"}, response="计提完成，合计486,210元。")
    state = run(WorkflowState(), plan, ran)
    assert lists(state)[:2] == (["费用计提"], ["银行对账", "出报表"])
    # without a call, the same words are only the assistant's claim
    state = run(WorkflowState(), plan, said(1, "做吧", "计提完成，合计486,210元。"))
    assert lists(state)[0] == []


@pytest.mark.parametrize(
    ("report", "step"),
    [
        ("身份证刚才已经传了", "上传身份证"),
        ("回归测试昨晚跑过了，全绿", "跑回归测试"),
    ],
)
def test_a_chinese_report_marks_only_that_step_done(report: str, step: str) -> None:
    plan = said(0, "入职要办哪些手续？", "入职流程：1. 上传身份证；2. 跑回归测试；3. 签劳动合同。")
    state = run(WorkflowState(), plan, said(1, report))
    done, pending, _ = lists(state)
    assert done == [step] and len(pending) == 2


@pytest.mark.parametrize(
    "report",
    [
        "payroll I can't do yet, my bank account doesn't open until Wednesday",
        "security needs her photo first and she hasn't sent it",
        "学位证在老家，下周才能拿到",
        "企业微信开不了，提示手机号已被绑定",
    ],
)
def test_what_cannot_be_done_yet_is_a_blocker(report: str) -> None:
    state = run(WorkflowState(), _PLAN, said(1, report))
    assert lists(state)[2] == [report]


def test_a_blocker_clears_when_its_step_is_reported_done() -> None:
    state = run(
        WorkflowState(),
        said(0, "发布流程是什么？", "发布流程：1. 跑回归测试；2. 代码评审通过；3. 全量发布。"),
        said(1, "评审老周还没点通过，他今天请假了"),
        said(2, "好了，孙磊通过了"),
    )
    done, _, blockers = lists(state)
    assert done == ["代码评审通过"] and blockers == []


@pytest.mark.parametrize(
    ("said_", "stale", "fresh"),
    [
        ("开始吧，灰度先5%，不要10%", "10%", "5%"),
        ("start with 5%, not 10%", "10%", "5%"),
    ],
)
def test_a_value_turned_down_leaves_the_step_that_states_it(
    said_: str, stale: str, fresh: str
) -> None:
    plan = said(
        0, "what are the steps for the release?", "1) run tests, 2) canary 10%, 3) full rollout."
    )
    state = run(WorkflowState(), plan, said(1, said_))
    pending = lists(state)[1]
    assert not any(stale in p for p in pending)
    assert any(fresh in p for p in pending)


# --- an ordered request of several actions ---------------------------------------------------


@pytest.mark.parametrize(
    ("user", "steps"),
    [
        (
            "I need to book the meeting room and then send the invoice to finance.",
            ["book the meeting room", "send the invoice to finance"],
        ),
        (
            "Please book the room for Friday, then email the agenda to the team.",
            ["book the room for Friday", "email the agenda to the team"],
        ),
        ("帮我先订会议室，再把发票发给财务", ["先订会议室", "把发票发给财务"]),
        (
            "我要先申请测试环境，然后部署新版本，最后通知客户",
            ["先申请测试环境", "部署新版本", "通知客户"],
        ),
    ],
)
def test_the_actions_of_an_ordered_request_are_its_steps_in_order(
    user: str, steps: list[str]
) -> None:
    state = run(WorkflowState(), said(0, user))
    assert lists(state)[1] == steps
    assert state.task_goal is None  # several steps: no one task
    assert [g.value for g in state.goals] == steps and not state.preferences


def test_an_ordered_step_is_reported_done_alone() -> None:
    state = run(
        WorkflowState(),
        said(0, "帮我先订会议室，再把发票发给财务"),
        said(1, "会议室订好了"),
    )
    done, pending, _ = lists(state)
    assert done == ["先订会议室"] and pending == ["把发票发给财务"]


def test_a_step_reported_or_skipped_in_other_words_is_that_step() -> None:
    audit = {
        "checklist": {
            "collect invoices": "done",
            "reconcile payments": "in progress",
            "sign-off from finance": "not started",
            "archive documents": "not started",
        }
    }
    state = run(
        WorkflowState(),
        called(0, "I need to close out the Q3 vendor audit. What's left?", "get_audit", audit),
        said(1, "Reconciliation is finished, I did it this morning."),
        said(2, "Skip the archiving for now, we'll do it next quarter."),
    )
    done, pending, _ = lists(state)
    assert done == ["collect invoices", "reconcile payments"]
    assert pending == ["sign-off from finance"]


@pytest.mark.parametrize(
    ("user", "steps"),
    [
        (
            "Can you help me get Priyanka onboarded? I need laptop, accounts, badge and the "
            "welcome lunch sorted.",
            ["laptop", "accounts", "badge", "the welcome lunch"],
        ),
        (
            "帮我把新同事小王的入职办一下，要开邮箱、领电脑、办门禁卡",
            ["开邮箱", "领电脑", "办门禁卡"],
        ),
    ],
)
def test_what_the_task_needs_listed_by_the_user_is_the_pending_steps(
    user: str, steps: list[str]
) -> None:
    assert lists(run(WorkflowState(), said(0, user)))[1] == steps


def test_chinese_progress_by_a_call_and_by_the_users_word() -> None:
    state = run(
        WorkflowState(),
        said(0, "帮我把新同事小王的入职办一下，要开邮箱、领电脑、办门禁卡"),
        called(1, "嗯，邮箱先开", "create_mailbox", {"status": "created"}, response="邮箱已开通。"),
        said(2, "电脑他自己去IT领了"),
        said(3, "门禁卡还没法办，要等他的工牌照片"),
    )
    done, pending, blockers = lists(state)
    assert done == ["开邮箱", "领电脑"] and pending == ["办门禁卡"]
    assert blockers == ["门禁卡还没法办，要等他的工牌照片"]


def test_a_broken_thing_is_no_step_done() -> None:
    state = run(WorkflowState(), said(0, "帮我办入职，要开邮箱、领电脑"), said(1, "电脑坏了"))
    assert lists(state)[0] == []


def test_an_office_move_checklist_follows_the_users_reports() -> None:
    state = run(
        WorkflowState(),
        said(
            0,
            "I'm moving offices next week, what do I need to do for IT?",
            "Here's the checklist: 1) back up your laptop, 2) return the docking station, "
            "3) book a desk in the new office, 4) update your address in the HR portal.",
        ),
        said(1, "Backed up the laptop last night."),
        called(2, "Can you book me a desk near the window?", "book_desk", {"status": "booked"}),
        said(3, "The docking station I can't return until Friday, I still use it."),
        said(4, "And forget the HR portal, my manager did it already."),
    )
    done, pending, blockers = lists(state)
    assert done == ["back up your laptop", "book a desk in the new office"]
    assert pending == ["return the docking station"]
    assert blockers == ["The docking station I can't return until Friday, I still use it"]


def test_a_list_offered_unasked_is_the_plan_once_the_user_accepts_it() -> None:
    from turnmem.fold.rules.folder import extract_updates
    from turnmem.state import apply

    offer = said(
        0, "hi, it's my first day", "Welcome! Your checklist: 1) sign the NDA, 2) set up SSO."
    )
    for answer, steps in (
        ("ok, let's do that", ["sign the NDA", "set up SSO"]),
        ("好的", ["sign the NDA", "set up SSO"]),
        ("what's the wifi password?", []),
    ):
        # a fold reads both turns at once; one turn at a time, the offer is not seen again
        turns = [offer, said(1, answer, "sure")]
        state = apply(WorkflowState(), extract_updates(WorkflowState(), turns), turn=1)
        assert lists(state)[1] == steps, answer
    assert lists(run(WorkflowState(), offer, said(1, "ok, let's do that")))[1] == []


@pytest.mark.parametrize(
    ("user", "reply", "task"),
    [
        (
            "HR said you'd walk me through onboarding.",
            "Welcome! Your onboarding checklist: 1) sign the NDA, 2) set up SSO.",
            "onboarding checklist",
        ),
        (
            "你好，我是新入职的，要办哪些手续？",
            "欢迎！入职流程：1. 签劳动合同；2. 开通邮箱。",
            "入职流程",
        ),
        (
            "I need to file my expenses.",
            "The steps are: upload receipts, submit to finance.",
            "file my expenses",
        ),
    ],
)
def test_an_empty_task_takes_the_name_of_the_list_answering_the_user(
    user: str, reply: str, task: str
) -> None:
    assert run(WorkflowState(), said(0, user, reply)).task_goal == task


@pytest.mark.parametrize(
    ("report", "step"),
    [
        ("the NDA's been signed", "sign the NDA"),
        ("security training is completed", "complete the security training"),
    ],
)
def test_a_step_reported_done_in_the_passive_is_that_step(report: str, step: str) -> None:
    done = lists(run(WorkflowState(), _PLAN, said(1, report)))[0]
    assert done == [step]


def test_a_passive_of_another_verb_is_no_step_done() -> None:
    # booking the training does not complete it
    assert lists(run(WorkflowState(), _PLAN, said(1, "the security training is booked")))[0] == []
