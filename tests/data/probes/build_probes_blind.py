"""Builds ``probes_blind.jsonl``: long multi-session conversations nobody tuned the memory to.

Written by hand for turnmem (not taken from any data set) by someone who had not read the
extraction rules. Two English and two Chinese conversations of four sessions each; every
detail asked about is said once, in the first two sessions, and asked about at the end after
many unrelated exchanges. Run ``python tests/data/probes/build_probes_blind.py`` to rebuild
the file (deterministic).
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

Exchange = tuple[str, str]
Question = tuple[str, list[str]]

CONVERSATIONS: list[dict[str, object]] = [
    {
        "id": "blind-en-moving-house",
        "lang": "en",
        "system": "You are Pip, a helpful assistant the user chats with while sorting out a move.",
        "facts": [
            (
                "We finally signed for the new place, it's 14 Larkspur Road, the blue door one.",
                "Congratulations! A blue door is a good omen.",
            ),
            (
                "The movers are a company called Two Herons Removals, they come on the 21st.",
                "Good to have that booked. Do they pack too, or only carry?",
            ),
            (
                "My cat is called Biscuit and she hates the carrier, any tips?",
                "Leave the carrier open in a quiet room for a few days with a treat inside.",
            ),
            (
                "The broadband account number with the old provider is NX-448120, I'll need it to cancel.",
                "Keep that handy; they usually ask for it plus your postcode.",
            ),
            (
                "My sister Ingrid is lending us her van for the plants.",
                "That'll save the plants from the removal lorry.",
            ),
            (
                "The landlord wants the keys back by noon on the 23rd.",
                "So you have two days between the move and handing the keys back.",
            ),
            (
                "Our new neighbour introduced himself, he's a retired pilot named Gerald.",
                "A retired pilot next door probably has good stories.",
            ),
            (
                "The deposit on the old flat was £1,350, I really want all of it back.",
                "Photos of every room on the last day help a lot with that.",
            ),
            (
                "The paint for the kitchen is called Sage Whisper, from the hardware shop on Mill Lane.",
                "Sage greens are lovely in kitchens.",
            ),
            (
                "The locksmith is coming Tuesday at 8 to change the front lock.",
                "Changing locks in a new house is a sensible first step.",
            ),
        ],
        "questions": [
            ("What's the address of the new house?", ["14 Larkspur Road"]),
            ("Which removal company did I book?", ["Two Herons"]),
            ("What's my cat's name?", ["Biscuit"]),
            ("What was the old broadband account number?", ["NX-448120"]),
            ("Who is lending us a van?", ["Ingrid"]),
            ("By when does the landlord want the keys?", ["noon on the 23rd", "the 23rd"]),
            ("What's the new neighbour called?", ["Gerald"]),
            ("How much was the deposit on the old flat?", ["1,350"]),
            ("What was the kitchen paint colour called?", ["Sage Whisper"]),
            ("When is the locksmith coming?", ["Tuesday at 8"]),
        ],
    },
    {
        "id": "blind-en-running-coach",
        "lang": "en",
        "system": "You are a friendly running coach who chats with the user about training and life.",
        "facts": [
            (
                "I signed up for the Harbourfront Half Marathon, it's on the 9th of May.",
                "Great goal! That gives us about ten weeks.",
            ),
            (
                "My current 5k time is 27:40, I'd love to get under 26.",
                "Very doable with some interval work.",
            ),
            (
                "My physio is Dr. Anand, she said my left knee needs hip strengthening work.",
                "Clamshells and side planks will help there.",
            ),
            (
                "I run in Brooks Ghost 15s, size 8.5.",
                "Solid neutral shoe. Track the mileage on them.",
            ),
            (
                "My running buddy is Keiko, we do Thursday mornings together.",
                "A buddy makes the early runs much easier.",
            ),
            (
                "I can't run on Mondays, I have choir practice straight after work.",
                "Then Monday will be your rest day.",
            ),
            (
                "My bib number came through: 3317.",
                "Nice, that makes it feel real.",
            ),
            (
                "The long run route I like is the reservoir loop, it's 11 km.",
                "A loop that size is perfect for building up.",
            ),
            (
                "I'm allergic to the caffeine gels, they make my heart race, so I use the Tailwind powder.",
                "Good to know, we'll plan fuelling around caffeine-free options.",
            ),
            (
                "My partner Rafael is going to cheer at the 15 km mark.",
                "Having someone at 15 km is perfect, that's where it gets hard.",
            ),
        ],
        "questions": [
            ("What race did I sign up for?", ["Harbourfront Half"]),
            ("What's my current 5k time?", ["27:40"]),
            ("What's my physio's name?", ["Anand"]),
            ("Which shoes do I run in?", ["Brooks Ghost"]),
            ("Who is my running buddy?", ["Keiko"]),
            ("Why can't I run on Mondays?", ["choir"]),
            ("What's my bib number?", ["3317"]),
            ("How long is the reservoir loop?", ["11 km"]),
            ("What do I use instead of caffeine gels?", ["Tailwind"]),
            ("Where will Rafael be cheering?", ["15 km"]),
        ],
    },
    {
        "id": "blind-zh-wedding-planning",
        "lang": "zh",
        "system": "你是小雅，一个陪用户聊天、帮忙张罗婚礼的助手。",
        "facts": [
            ("婚礼定在10月18号，在苏州的拙政园旁边那家酒店。", "恭喜！秋天的苏州很美。"),
            ("酒店叫听枫楼，宴会厅能坐二十桌。", "二十桌挺宽敞的，排座会轻松些。"),
            ("伴娘是我大学室友，叫许嘉怡。", "大学室友当伴娘，一定很有默契。"),
            ("婚纱是在上海一家叫白鹭的工作室定做的。", "定做的婚纱更合身，期待成片。"),
            ("司仪我们请的是老同学周凯，他以前在电台做主持。", "电台主持出身，控场肯定没问题。"),
            ("喜糖定的是每盒六颗的，一共订了320盒。", "320 盒应该够了，宁多勿少。"),
            ("我老公对芒果过敏，菜单里千万不能有芒果。", "记住了，甜品和果盘都要避开芒果。"),
            ("摄影师的微信号是 lens_ahua，到时候要拉群。", "好的，拉群前先确认一下他的档期。"),
            ("我们的第一支舞选的是《小幸运》。", "这首歌很适合，温柔又有回忆。"),
            ("蜜月打算去冰岛，想看极光。", "冰岛看极光最好是秋冬，十月底正合适。"),
        ],
        "questions": [
            ("婚礼是哪天？", ["10月18号"]),
            ("酒店叫什么名字？", ["听枫楼"]),
            ("伴娘叫什么？", ["许嘉怡"]),
            ("婚纱是在哪个工作室定做的？", ["白鹭"]),
            ("司仪是谁？", ["周凯"]),
            ("喜糖一共订了多少盒？", ["320"]),
            ("我老公对什么过敏？", ["芒果"]),
            ("摄影师的微信号是多少？", ["lens_ahua"]),
            ("第一支舞选的什么歌？", ["小幸运"]),
            ("蜜月打算去哪里？", ["冰岛"]),
        ],
    },
    {
        "id": "blind-zh-small-shop",
        "lang": "zh",
        "system": "你是一个帮小店老板打理日常事务的助手，平时也陪他聊聊天。",
        "facts": [
            ("我的店叫半山咖啡，在成都玉林路上。", "半山咖啡，名字挺有意境的。"),
            (
                "咖啡豆是从云南保山一个叫老何的农户那里直接进的。",
                "直接从农户进豆，品质和价格都好控制。",
            ),
            ("新招的咖啡师叫阿杰，下周一开始上班。", "新人来了先带他熟悉出品标准。"),
            ("店里的 Wi-Fi 密码是 banshan2024。", "好的，记下了。"),
            ("房租每个月8500，每季度初交。", "季度初交的话要提前留好现金流。"),
            ("招牌饮品是桂花拿铁，卖得最好。", "桂花拿铁很有辨识度。"),
            ("磨豆机是一台二手的 Mazzer，上个月刚换了刀盘。", "换了刀盘，研磨会均匀很多。"),
            ("每周三下午店里休息，我去进货。", "固定休息日，熟客也容易记住。"),
            ("会员卡充500送80，目前有137个会员。", "137 个会员对小店来说很不错了。"),
            ("隔壁花店的老板娘姓邱，经常来买美式。", "邻居常来光顾，关系处好很重要。"),
        ],
        "questions": [
            ("我的店叫什么？", ["半山咖啡"]),
            ("咖啡豆从谁那里进的？", ["老何"]),
            ("新来的咖啡师叫什么？", ["阿杰"]),
            ("店里的 Wi-Fi 密码是什么？", ["banshan2024"]),
            ("每个月房租多少？", ["8500"]),
            ("招牌饮品是什么？", ["桂花拿铁"]),
            ("磨豆机是什么牌子的？", ["Mazzer"]),
            ("店里哪天休息？", ["周三"]),
            ("现在有多少个会员？", ["137"]),
            ("隔壁花店老板娘姓什么？", ["邱"]),
        ],
    },
]

# unrelated exchanges (questions, small talk, tasks) that push the details far back
FILLER: dict[str, list[Exchange]] = {
    "en": [
        (
            "How long should I boil an egg for a runny yolk?",
            "About six and a half minutes from boiling.",
        ),
        (
            "What's a good word for 'happy' that isn't 'happy'?",
            "Content, cheerful, elated, or glad, depending on the mood.",
        ),
        (
            "Can you explain what a Roth IRA is, briefly?",
            "A US retirement account you fund with taxed money; growth and withdrawals in retirement are tax-free.",
        ),
        (
            "I watched a documentary about octopuses last night, they're so clever.",
            "They really are; they can open jars and recognise faces.",
        ),
        (
            "Remind me, is it 'affect' or 'effect' when I mean to influence something?",
            "'Affect' is usually the verb, 'effect' the noun.",
        ),
        (
            "It's been raining for three days straight here.",
            "That's a lot of grey. Hopefully it clears by the weekend.",
        ),
        (
            "Give me a quick dinner idea with chickpeas.",
            "Chickpea curry with spinach and coconut milk takes about 25 minutes.",
        ),
        (
            "Why do cats knead blankets?",
            "It's a kitten behaviour from nursing that often means they feel safe.",
        ),
        ("What's the capital of Australia again?", "Canberra."),
        (
            "I'm so tired today, couldn't sleep.",
            "Sorry to hear that. A short walk in daylight can help you reset.",
        ),
        (
            "How do I get a red wine stain out of a carpet?",
            "Blot, then dab with a mix of dish soap, vinegar and warm water.",
        ),
        (
            "Recommend a board game for four adults.",
            "Ticket to Ride is easy to learn and fun with four.",
        ),
        ("How many tablespoons are in a cup?", "Sixteen US tablespoons."),
        (
            "Write me a two-line poem about Mondays.",
            "The coffee's strong, the inbox long; / by noon I hum a weekend song.",
        ),
        (
            "Is it normal for my phone battery to drain faster in the cold?",
            "Yes, lithium batteries lose capacity temporarily in low temperatures.",
        ),
        ("What does 'per se' mean?", "'In itself' or 'by itself'."),
        (
            "My coworker keeps microwaving fish at lunch.",
            "The eternal office struggle. Maybe suggest a fish-free microwave rule.",
        ),
        (
            "How often should I water a snake plant?",
            "Every two to three weeks; let the soil dry out between waterings.",
        ),
        (
            "What's the difference between baking soda and baking powder?",
            "Baking powder already contains an acid; baking soda needs one in the recipe.",
        ),
        ("Tell me a fun fact.", "Honey found in ancient Egyptian tombs was still edible."),
        (
            "Should I learn Spanish or Italian first?",
            "Spanish has more speakers and resources; Italian is great if you love the culture.",
        ),
        (
            "How do I politely decline a party invitation?",
            "Thank them warmly, say you can't make it, and suggest catching up another time.",
        ),
        (
            "What's a good stretch for a stiff neck?",
            "Gently tilt your ear toward your shoulder and hold for 20 seconds each side.",
        ),
        (
            "I finally finished the jigsaw puzzle, 1000 pieces!",
            "That's satisfying. Are you framing it or breaking it up?",
        ),
        (
            "How long does it take to walk 5 miles?",
            "Roughly an hour and forty minutes at an easy pace.",
        ),
        (
            "Can you suggest a podcast about history?",
            "'The Rest Is History' is lively and well researched.",
        ),
        (
            "Why is the sky blue?",
            "Air scatters blue light more than red, so blue reaches us from every direction.",
        ),
        ("What should I name my new houseplant?", "Something grand, like Sir Leafington."),
        ("How do I convert Celsius to Fahrenheit?", "Multiply by 9/5 and add 32."),
        ("I burnt the toast again.", "The toaster wins this round. Try one notch lower."),
    ],
    "zh": [
        ("鸡蛋煮几分钟是溏心的？", "水开后煮六分半左右。"),
        ("今天好热啊，空调开多少度合适？", "26 度左右比较舒服也省电。"),
        ("推荐一部轻松的电视剧吧", "可以看看《请回答1988》，温暖又好笑。"),
        ("“的地得”怎么区分？", "名词前用“的”，动词前用“地”，动词后补充说明用“得”。"),
        ("最近睡眠不好，有什么办法吗？", "睡前一小时少看手机，固定作息时间会有帮助。"),
        ("西红柿炒鸡蛋先放鸡蛋还是先放西红柿？", "一般先炒鸡蛋盛出，再炒西红柿，最后合在一起。"),
        ("猫为什么喜欢踩奶？", "那是小时候吃奶留下的习惯，说明它很放松、有安全感。"),
        ("帮我想个周末去哪儿玩", "天气好的话可以去近郊爬山，或者逛逛博物馆。"),
        ("澳大利亚的首都是哪里？", "堪培拉。"),
        ("手机总是卡，怎么办？", "清理一下后台和存储空间，必要时重启一下。"),
        ("衣服上沾了油渍怎么洗？", "先用洗洁精涂在油渍上揉一揉，再正常洗。"),
        ("讲个冷笑话", "为什么海水是咸的？因为鱼一直在哭。"),
        ("一斤等于多少克？", "500 克。"),
        ("最近想学做面包，难吗？", "入门不难，先从简单的吐司开始练手。"),
        (
            "下雨天膝盖有点疼，正常吗？",
            "天气潮湿时关节不适挺常见，注意保暖，持续疼的话去看看医生。",
        ),
        ("“破防”是什么意思？", "网络用语，指心理防线被突破，一下子被触动了。"),
        ("同事总是在工位吃螺蛳粉", "这个味道确实厉害，可以委婉提议去茶水间吃。"),
        ("绿萝多久浇一次水？", "土表面干了再浇，一般一周左右。"),
        ("小苏打和泡打粉有什么区别？", "泡打粉自带酸性成分，小苏打需要配方里有酸才能起发。"),
        ("给我讲个冷知识", "章鱼有三颗心脏。"),
        ("学英语从哪里开始比较好？", "先把常用词汇和听力打好基础，每天坚持一点。"),
        ("怎么委婉地拒绝别人借钱？", "可以说最近自己手头也紧，表达歉意就好。"),
        ("久坐脖子酸，有什么拉伸动作？", "慢慢把头侧向一边，保持 20 秒，两边交替。"),
        ("我终于拼完了一千片的拼图！", "太厉害了，要裱起来挂墙上吗？"),
        ("走一万步大概要多久？", "正常速度大约一个半小时。"),
        ("推荐个历史类的播客", "可以听听《忽左忽右》，聊得挺有意思。"),
        ("天为什么是蓝的？", "空气对蓝光的散射比红光强，所以天空看起来是蓝色。"),
        ("摄氏度怎么换算成华氏度？", "乘以 9/5 再加 32。"),
        ("吐司又烤糊了", "调低一档试试，面包机也有脾气。"),
        ("周末下雨，在家做点什么好？", "可以试试新菜谱，或者把想看的电影清单刷一刷。"),
    ],
}

FILLER_PER_CONVERSATION = 26


def build() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for n, conv in enumerate(CONVERSATIONS):
        rng = random.Random(f"turnmem-probe-blind-{conv['id']}")
        facts: list[Exchange] = list(conv["facts"])  # type: ignore[call-overload]
        filler = rng.sample(FILLER[str(conv["lang"])], FILLER_PER_CONVERSATION)
        # details only in the first two sessions (mixed with small talk); the last two sessions
        # are small talk only, so every question reaches back across them
        sessions: list[list[Exchange]] = [[], [], [], []]
        for k, fact in enumerate(facts):
            sessions[k % 2].append(fact)
        for k, chat in enumerate(filler[:8]):
            where = sessions[k % 2]
            where.insert(rng.randrange(len(where) + 1), chat)
        for k, chat in enumerate(filler[8:]):
            sessions[2 + k % 2].append(chat)
        start = datetime(2026, 2, 2, 20, 0, tzinfo=timezone.utc) + timedelta(days=2 * n)
        messages: list[dict[str, str]] = [{"role": "system", "content": str(conv["system"])}]
        for s, exchanges in enumerate(sessions):
            when = start + timedelta(days=6 * s, hours=s % 2)
            for k, (user, reply) in enumerate(exchanges):
                stamp = (when + timedelta(minutes=2 * k)).isoformat().replace("+00:00", "Z")
                messages.append({"role": "user", "content": user, "timestamp": stamp})
                messages.append({"role": "assistant", "content": reply})
        questions = [{"question": q, "answers": a} for q, a in conv["questions"]]  # type: ignore[attr-defined]
        assert 60 <= len(messages) - 1 <= 120, (conv["id"], len(messages))
        out.append({"id": conv["id"], "messages": messages, "questions": questions})
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("probes_blind.jsonl")
    lines = [json.dumps(c, ensure_ascii=False) for c in build()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
