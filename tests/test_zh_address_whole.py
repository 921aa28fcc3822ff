"""A Chinese street address keeps what follows the house number (found on the thirteenth and
seventeenth blind sets, where each was cut after its "号"): a building by number ("7号楼2单元
1502室", "5号楼1101室") or by name with its floor ("28号金樽酒店三楼宴会厅", "88号金茂大厦12
楼"); and a room said again after a slip ("1202室，哦不对，是1502室") replaces the room."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.addresses import is_address
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Delivery(MemoryState):
    delivery_address: str | None = Field(None, description="Delivery address")


class Visit(MemoryState):
    address: str | None = Field(None, description="Home address")


@pytest.mark.parametrize(
    "address",
    [
        "浦东新区锦绣路1888弄7号楼2单元1502室",
        "闵行区七宝镇漕宝路3366弄5号楼1101室",
        "徐汇区漕溪北路28号金樽酒店三楼宴会厅",
        "上海市浦东新区世纪大道88号金茂大厦12楼",
        "闵行区莘庄镇莘松路88弄5号",  # guard: the forms read before
        "长江路12号5栋2单元302",
    ],
)
def test_the_whole_address_is_one(address: str) -> None:
    assert is_address(address)


@pytest.mark.parametrize(
    ("text", "address"),
    [
        (
            "送到上海市浦东新区世纪大道88号金茂大厦12楼，9月10号送到。",
            "上海市浦东新区世纪大道88号金茂大厦12楼",
        ),
        (
            "寄到新地址吧：闵行区七宝镇漕宝路3366弄5号楼1101室。",
            "闵行区七宝镇漕宝路3366弄5号楼1101室",
        ),
    ],
)
def test_a_delivery_address_is_read_whole(text: str, address: str) -> None:
    assert fields_after(Delivery, [(text, "好的。")])["delivery_address"] == address


def test_a_room_said_again_after_a_slip_replaces_the_room() -> None:
    fields = fields_after(
        Visit, [("地址是浦东新区锦绣路1888弄7号楼2单元1202室，哦不对，是1502室。", "好的。")]
    )
    assert fields["address"] == "浦东新区锦绣路1888弄7号楼2单元1502室"


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("地址是人民路28号接我去万达广场。", "人民路28号"),
        ("我家在幸福路12号对面那栋公寓。", "幸福路12号"),
        ("地址是中山路5号旁边购物中心三楼。", "中山路5号"),
        ("地址是浦东新区世纪大道8号楼1200元可以吗", "浦东新区世纪大道8号楼"),
    ],
)
def test_a_place_beside_the_number_or_a_price_after_it_is_no_part_of_it(
    text: str, address: str
) -> None:
    # found in review: each was read into the address
    assert fields_after(Visit, [(text, "好的。")])["address"] == address
