"""The word lists the name rules of :mod:`turnmem.fold.rules.patterns` read: words that are
no name after "I'm" or a surname, and the Chinese surnames."""

from __future__ import annotations

from turnmem.fold.rules.text import word_set

__all__ = ["NAME_STOP", "SURNAMES", "ZH_NAME_STOP"]

#: Capitalised words after "I'm" that are no name ("I'm Sorry", "I'm Vegan", "I'm Monday").
NAME_STOP = word_set(
    "Sorry Fine Good Great Here Back Ready Not Just Also So Very Really Still Hungry Tired "
    "Vegetarian Vegan Allergic Available Free Busy Done Sure Okay Ok Glad Happy Afraid "
    "Interested Looking Calling Trying Going Planning Wondering Flying Travelling Traveling "
    "Leaving Staying New Gold Silver Platinum Regular Premium Member The A An In On At With "
    "From Chinese Japanese American British English French German Canadian Australian Indian "
    "Korean Italian Spanish Mexican Russian Thai Vietnamese Unable Able Pretty Quite Currently "
    "Now Confused Worried Nobody Everyone Everybody Somebody Someone Anyone Anybody Yes No This "
    "That It What Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February "
    "March April May June July August September October November December Today Tomorrow "
    "It's That's Here's There's What's I'd I'll Wrong Incorrect Misspelt Misspelled Spelt"
)
#: Chinese surnames: "我姓王", "王先生" name a person.
SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏"
    "吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万"
    "钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包"
    "宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳"
    "时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇"
    "栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
#: Two-character words after a surname that are no given name ("马上", "明天").
ZH_NAME_STOP = word_set("马上 高兴 方便 万一 任何 成年 明天 时候 安全 金卡 白金 常客 全家 应该")
