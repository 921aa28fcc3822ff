"""The offline demo: a scripted customer-service conversation replayed through a memory.

Used by ``turnmem demo`` and by tests. The agent's replies and tool outputs are scripted (no
LLM needed); the memory's folder is the offline one unless an LLM is configured.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from turnmem.context.assemble import Context
from turnmem.domains import SupportState
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.turn import Message

__all__ = ["DemoRow", "SupportState", "demo_script", "run_demo"]

SYSTEM = {
    "en": "You are a customer-service agent for an online shop. Be brief and exact.",
    "zh": "你是一家网店的客服。回答要简短准确。",
}


def _order_json(order_id: str, n_items: int, user_id: str = "emma_k_1042") -> str:
    items = [
        {
            "item_id": f"{7_000_000_000 + i}",
            "name": f"Stainless water bottle, 750 ml, colour {i}",
            "price": 24.5 + i,
            "options": {"colour": f"c{i}", "lid": "sport"},
            "description": "Double-walled vacuum insulation keeps drinks cold for 24 hours. " * 3,
        }
        for i in range(n_items)
    ]
    return json.dumps(
        {
            "order_id": order_id,
            "status": "delivered",
            "user_id": user_id,
            "payment": {"method": "credit_card_8897086", "last_four": "8902"},
            "items": items,
            "history": [{"ts": f"2024-05-0{d}T10:00:00Z", "event": "scan"} for d in range(1, 10)],
        }
    )


def _call(cid: str, name: str, args: dict[str, Any]) -> Message:
    return {
        "role": "assistant",
        "tool_calls": [
            {
                "id": cid,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)},
            }
        ],
    }


def _tool(cid: str, content: str) -> Message:
    return {"role": "tool", "tool_call_id": cid, "content": content}


def demo_script(lang: Literal["en", "zh"] = "en") -> list[list[Message]]:
    """The conversation as a list of turns, each a list of OpenAI messages."""
    if lang == "zh":
        return _script_zh()
    log = "\n".join(
        f"2024-05-02 10:{m:02d}:00 courier scan hub-{m} parcel 1Z999 in transit" for m in range(60)
    )
    return [
        [{"role": "user", "content": "Hi, my name is Emma Klein. I have a problem with order #W4923227."},
         _call("c1", "get_order", {"order_id": "#W4923227"}), _tool("c1", _order_json("#W4923227", 12)),
         {"role": "assistant", "content": "I see order #W4923227 with 12 water bottles, delivered 9 May. What is wrong?"}],
        [{"role": "user", "content": "Two of the bottles arrived dented. I want a refund for them, not a replacement."},
         {"role": "assistant", "content": "Sorry to hear that. Which two items?"}],
        [{"role": "user", "content": "Item 7000000003 and item 7000000005."},
         {"role": "assistant", "content": "Noted: 7000000003 and 7000000005."}],
        [{"role": "user", "content": "I prefer the refund to go to my original credit card, please. I don't want store credit."},
         _call("c2", "get_payment_methods", {"user_id": "emma_k_1042"}),
         _tool("c2", json.dumps({"credit_card_8897086": {"brand": "visa", "last_four": "8902"}, "gift_card_1": {"balance": 60}})),
         {"role": "assistant", "content": "The refund can go to the Visa ending 8902."}],
        [{"role": "user", "content": "Great. How long will it take?"},
         {"role": "assistant", "content": "Usually 5 to 7 business days."}],
        [{"role": "user", "content": "Also, where is my other order #W5500321? It was due on Friday."},
         _call("c3", "track_order", {"order_id": "#W5500321"}), _tool("c3", log),
         {"role": "assistant", "content": "Order #W5500321 is in transit; last scan at hub-59 today."}],
        [{"role": "user", "content": "OK. I'm allergic to latex, so please make sure the replacement packaging has no latex gloves inside."},
         {"role": "assistant", "content": "I have noted the latex allergy on your account."}],
        [{"role": "user", "content": "Go ahead with the refund for the two dented bottles."},
         _call("c4", "refund_items", {"order_id": "#W4923227", "item_ids": ["7000000003", "7000000005"], "payment_method_id": "credit_card_8897086"}),
         _tool("c4", json.dumps({"refund_id": "R-88123", "amount": 51.0, "currency": "USD", "status": "pending"})),
         {"role": "assistant", "content": "Refund R-88123 for $51.00 is pending to the Visa ending 8902."}],
        [{"role": "user", "content": "Actually, make it store credit instead, it's faster."},
         {"role": "assistant", "content": "I can't change a pending refund's method, but I noted your request."}],
        [{"role": "user", "content": "Fine. Can you email me the receipt at emma.klein@example.com?"},
         _call("c5", "send_email", {"to": "emma.klein@example.com", "template": "refund_receipt", "refund_id": "R-88123"}),
         _tool("c5", json.dumps({"sent": True})), {"role": "assistant", "content": "Sent to emma.klein@example.com."}],
        [{"role": "user", "content": "Thanks. One more thing: I need to change the delivery address of #W5500321 to 12 Baker Street, London."},
         _call("c6", "update_address", {"order_id": "#W5500321", "address": "12 Baker Street, London"}),
         _tool("c6", json.dumps({"error": "order already shipped", "code": 409})),
         {"role": "assistant", "content": "The order has already shipped, so the address cannot be changed."}],
        [{"role": "user", "content": "Never mind then. What was the refund amount again, and which card?"},
         {"role": "assistant", "content": "$51.00, to the Visa ending 8902 (refund R-88123)."}],
        [{"role": "user", "content": "Perfect, that's all. Thank you!"},
         {"role": "assistant", "content": "You're welcome, Emma. Have a good day!"}],
    ]  # fmt: skip


def _script_zh() -> list[list[Message]]:
    return [
        [{"role": "user", "content": "你好，我叫李雷，订单号12345的耳机有问题。"},
         _call("c1", "get_order", {"order_id": "12345"}), _tool("c1", _order_json("12345", 8, "li_lei_2087")),
         {"role": "assistant", "content": "查到订单12345，共8件商品，已签收。请问什么问题？"}],
        [{"role": "user", "content": "左耳没有声音。我要退货，不要换货。"},
         {"role": "assistant", "content": "好的，为您办理退货。"}],
        [{"role": "user", "content": "退款请退到原来的信用卡，我不要优惠券。"},
         {"role": "assistant", "content": "好的，退回尾号8902的信用卡。"}],
        [{"role": "user", "content": "我对乳胶过敏，包装里请不要放乳胶手套。"},
         {"role": "assistant", "content": "已记录您的乳胶过敏。"}],
        [{"role": "user", "content": "请帮我预约明天下午三点上门取件，地址是北京市海淀区中关村大街1号。"},
         _call("c2", "schedule_pickup", {"order_id": "12345", "time": "明天15:00"}),
         _tool("c2", json.dumps({"pickup_id": "P-2001", "status": "scheduled"}, ensure_ascii=False)),
         {"role": "assistant", "content": "已预约明天15:00取件，取件单号P-2001。"}],
        [{"role": "user", "content": "不对，改成后天上午十点。"},
         _call("c3", "reschedule_pickup", {"pickup_id": "P-2001", "time": "后天10:00"}),
         _tool("c3", json.dumps({"pickup_id": "P-2001", "status": "rescheduled"})),
         {"role": "assistant", "content": "已改为后天10:00。"}],
        [{"role": "user", "content": "退款大概多久到账？"},
         {"role": "assistant", "content": "一般3到5个工作日。"}],
        [{"role": "user", "content": "另外我还有一个订单67890，到哪里了？"},
         _call("c4", "track_order", {"order_id": "67890"}),
         _tool("c4", "\n".join(f"2024-05-02 10:{m:02d} 快件到达转运中心{m}" for m in range(50))),
         {"role": "assistant", "content": "订单67890正在运输中，最新到达转运中心49。"}],
        [{"role": "user", "content": "好的。退货的运费谁出？"},
         {"role": "assistant", "content": "质量问题由我们承担运费。"}],
        [{"role": "user", "content": "请把退款凭证发到lilei@example.com。"},
         _call("c5", "send_email", {"to": "lilei@example.com"}), _tool("c5", "{\"sent\": true}"),
         {"role": "assistant", "content": "已发送到lilei@example.com。"}],
        [{"role": "user", "content": "取件时间是哪天来着？"},
         {"role": "assistant", "content": "后天上午10:00，取件单号P-2001。"}],
        [{"role": "user", "content": "好的，谢谢，没有别的问题了。"},
         {"role": "assistant", "content": "不客气，李雷，祝您愉快！"}],
    ]  # fmt: skip


@dataclass(frozen=True)
class DemoRow:
    """What happened at one turn of the demo."""

    turn: int
    user: str
    context_tokens: int
    full_tokens: int
    sections: dict[str, int]
    notes: list[str]
    events: list[str]
    context: Context


def run_demo(
    lang: Literal["en", "zh"] = "en",
    *,
    llm: Any = "rule",
    budget: int = 3000,
    policy: MemoryPolicy | None = None,
) -> tuple[TurnMemory[SupportState], Iterator[DemoRow]]:
    """Replay the script; yields, before each turn is answered, the context the agent would send.

    The full buffer is measured alongside with the same counter, for the savings column.
    """
    script = demo_script(lang)
    memory = TurnMemory(
        system=SYSTEM[lang],
        llm=llm,
        schema=SupportState,
        policy=policy
        or MemoryPolicy.structured(window_turns=3, fold_batch=2, observation_max_tokens=200),
    )
    full = TurnMemory(
        system=SYSTEM[lang], llm="rule", policy=MemoryPolicy.full_buffer(budget=10**9)
    )

    def rows() -> Iterator[DemoRow]:
        seen = 0
        for k, turn_msgs in enumerate(script):
            user = str(turn_msgs[0]["content"])
            ctx = memory.context(user, budget=budget)
            full_ctx = full.context(user)
            yield DemoRow(
                turn=k,
                user=user,
                context_tokens=ctx.tokens,
                full_tokens=full_ctx.tokens,
                sections=dict(ctx.sections),
                notes=[
                    f"{n.kind} {('t' + str(n.turn_index)) if n.turn_index is not None else n.section}: "
                    f"{n.tokens_before}->{n.tokens_after}"
                    for n in ctx.notes
                ],
                events=[e.detail for e in memory.events_since(seen)],
                context=ctx,
            )
            seen = memory.event_count  # folds run while the turn is added; shown next row
            memory.add_messages(turn_msgs)
            full.add_messages(turn_msgs)

    return memory, rows()
