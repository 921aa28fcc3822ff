"""Builds ``probes.jsonl``: long multi-session conversations (English and Chinese) with questions.

Written by hand for turnmem (not taken from any data set). Each conversation has a few
sessions on different days; the details asked about are mentioned once, early, and asked
about at the end, after many unrelated exchanges. Run ``python tests/data/probes/build_probes.py``
to rebuild the file (deterministic).
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

# (user, assistant) exchanges that carry the details; questions: (question, [answers])
Fact = tuple[str, str]
Question = tuple[str, list[str]]

CONVERSATIONS: list[dict[str, object]] = [
    {
        "id": "en-friend-chat",
        "lang": "en",
        "system": "You are Juno, a friendly companion who chats with the user.",
        "facts": [
            (
                "My sister Margot just had a baby girl, they named her Elodie!",
                "Congratulations to the whole family! Elodie is a beautiful name.",
            ),
            (
                "We finally adopted a dog from the shelter. He's a beagle mix called Biscuit.",
                "Biscuit the beagle mix, I love it. How is he settling in?",
            ),
            (
                "I grew up in Duluth, Minnesota, so this winter doesn't scare me.",
                "Ha, after Duluth winters anything must feel mild.",
            ),
            (
                "My birthday is on October 14, and I'm turning 35 this year.",
                "Thirty-five is a great age. Any plans for the day?",
            ),
            (
                "I started a new job as a sound engineer at Harbor Lane Studios.",
                "That sounds like a dream job for someone who loves music.",
            ),
            (
                "My all-time favourite band is Khruangbin, I've seen them live four times.",
                "Four times! You must know every song by heart.",
            ),
            (
                "The book club picked 'The Remains of the Day' for next month.",
                "A quiet, devastating book. You'll have a lot to discuss.",
            ),
            (
                "I ran the half marathon in 1:52:07, a personal best!",
                "That is a fantastic time, well done.",
            ),
            (
                "My best friend Priyanka is moving to Auckland in the spring.",
                "That's far away. You'll have to plan a visit.",
            ),
            (
                "I'm allergic to shellfish, so I always ask about the menu first.",
                "Good habit. Better safe than sorry.",
            ),
            (
                "I bought a used bike, a teal Raleigh from 1987.",
                "A vintage Raleigh in teal sounds gorgeous.",
            ),
            (
                "Our wedding anniversary is June 2, my husband Tomas always forgets.",
                "Maybe a reminder on his phone would help Tomas.",
            ),
            (
                "My grandmother's lasagna recipe uses nutmeg in the bechamel, that's the secret.",
                "Nutmeg in bechamel is a classic trick. Lucky you to have the recipe.",
            ),
        ],
        "questions": [
            ("What's the name of my sister's baby?", ["Elodie"]),
            ("Remind me, what's my dog called?", ["Biscuit"]),
            ("Where did I grow up?", ["Duluth"]),
            ("When is my birthday?", ["October 14"]),
            ("Which studio do I work at now?", ["Harbor Lane Studios"]),
            ("What is my favourite band?", ["Khruangbin"]),
            ("Which book did the book club choose?", ["The Remains of the Day"]),
            ("What was my half marathon time?", ["1:52:07"]),
            ("Where is Priyanka moving?", ["Auckland"]),
            ("What am I allergic to?", ["shellfish"]),
            ("What brand is my old bike?", ["Raleigh"]),
            ("When is our wedding anniversary?", ["June 2"]),
            ("What's the secret ingredient in grandma's lasagna?", ["nutmeg"]),
        ],
    },
    {
        "id": "en-trip-planning",
        "lang": "en",
        "system": "You are a travel assistant helping the user plan and keep track of trips.",
        "facts": [
            (
                "We're going to Lisbon from May 9 to May 16, me and my partner Dana.",
                "Lovely, a week in Lisbon in May is ideal weather.",
            ),
            (
                "I booked the flight, it's TP 1347 leaving at 06:40.",
                "Early start! I'll remember TP 1347 at 06:40.",
            ),
            (
                "The hotel is Casa Amora in Principe Real, booking code KX7Q2.",
                "Casa Amora, booking code KX7Q2, got it.",
            ),
            (
                "Our total budget is 2,800 euros for everything.",
                "2,800 euros for a week for two is comfortable if you eat like locals.",
            ),
            (
                "Dana is vegetarian, so restaurants need good veggie options.",
                "Lisbon has plenty of vegetarian-friendly places.",
            ),
            (
                "I reserved dinner at Prado for Tuesday at 20:30.",
                "Prado is excellent, enjoy the dinner.",
            ),
            (
                "My passport expires on 3 August 2027, is that fine?",
                "Yes, that's well beyond the six months most countries ask for.",
            ),
            (
                "We want a day trip to Sintra, ideally the Pena Palace.",
                "The Pena Palace is stunning; go early to avoid queues.",
            ),
            (
                "I rented a car from Rodaz for the Sintra day, pickup at 9.",
                "A car makes Sintra much easier.",
            ),
            ("My travel insurance policy number is ALZ-559310.", "Noted, keep a copy offline too."),
            (
                "I'd like to take the 28 tram at least once.",
                "The 28 is iconic, but ride it early or late to avoid crowds.",
            ),
            (
                "For the return we have a window seat, 14A.",
                "14A, perfect for the views on landing.",
            ),
            (
                "I need to bring my mom a tin of sardines from Conserveira de Lisboa.",
                "That shop is a treat, the tins make great gifts.",
            ),
        ],
        "questions": [
            ("Who is coming with me to Lisbon?", ["Dana"]),
            ("What's our flight number?", ["TP 1347"]),
            ("What time does the flight leave?", ["06:40"]),
            ("Which hotel did we book?", ["Casa Amora"]),
            ("What's the hotel booking code?", ["KX7Q2"]),
            ("How much is our budget?", ["2,800"]),
            ("Where is the Tuesday dinner reservation?", ["Prado"]),
            ("When does my passport expire?", ["3 August 2027"]),
            ("Which palace did we want to see on the day trip?", ["Pena Palace"]),
            ("Which company is the rental car from?", ["Rodaz"]),
            ("What is my insurance policy number?", ["ALZ-559310"]),
            ("Which seat do we have on the way back?", ["14A"]),
            ("Where should I buy the gift for my mom?", ["Conserveira de Lisboa"]),
        ],
    },
    {
        "id": "en-home-renovation",
        "lang": "en",
        "system": "You are an assistant helping the user manage a kitchen renovation.",
        "facts": [
            (
                "The contractor is Brightline Builds, the foreman is called Okafor.",
                "Brightline Builds with Okafor as foreman, noted.",
            ),
            (
                "Their quote came in at $18,450 including labour.",
                "That's within the range you mentioned earlier.",
            ),
            ("The kitchen is 4.2 by 3.6 metres.", "So about 15 square metres of floor."),
            (
                "We picked the paint, Farrow & Ball Hague Blue for the cabinets.",
                "Hague Blue is a bold, elegant choice.",
            ),
            (
                "Work starts on September 8 and should take six weeks.",
                "I'll plan around September 8 then.",
            ),
            ("The building permit number is BP-2024-08817.", "Keep the permit visible on site."),
            (
                "The countertop is quartz from Caesarstone, the colour is Fresh Concrete.",
                "Fresh Concrete quartz goes well with dark blue.",
            ),
            (
                "The electrician, Marisol, can only come on Thursdays.",
                "Then the electrical work has to fit Thursdays.",
            ),
            (
                "We ordered a Bosch dishwasher, model SMV4HCX48E.",
                "That model is quiet and fits standard cabinets.",
            ),
            (
                "The deposit I paid was $4,000 on the first of August.",
                "So the remaining balance is due later.",
            ),
            (
                "Our neighbour Mr. Lindqvist asked that they don't start before 8 am.",
                "Sensible, I'd let the foreman know.",
            ),
            (
                "The old tiles have asbestos, the removal company is SafeStrip.",
                "Good that professionals handle it.",
            ),
            (
                "We want the island to have seating for three stools.",
                "That needs roughly 180 cm of overhang length.",
            ),
        ],
        "questions": [
            ("Who is the foreman?", ["Okafor"]),
            ("How much was the contractor's quote?", ["18,450"]),
            ("What are the kitchen dimensions?", ["4.2 by 3.6"]),
            ("What paint colour are the cabinets?", ["Hague Blue"]),
            ("When does the work start?", ["September 8"]),
            ("What is the permit number?", ["BP-2024-08817"]),
            ("What colour is the countertop?", ["Fresh Concrete"]),
            ("Which day can the electrician come?", ["Thursdays"]),
            ("Which dishwasher model did we order?", ["SMV4HCX48E"]),
            ("How much was the deposit?", ["4,000"]),
            ("What's the neighbour's name?", ["Lindqvist"]),
            ("Which company removes the asbestos tiles?", ["SafeStrip"]),
            ("How many stools should the island seat?", ["three stools"]),
        ],
    },
    {
        "id": "en-health-coach",
        "lang": "en",
        "system": "You are a supportive health and fitness coach.",
        "facts": [
            ("My GP is Dr. Haruka Sato at the Elm Street practice.", "Good to have a regular GP."),
            (
                "I take 50 mg of sertraline every morning.",
                "Thanks for telling me, I'll keep that in mind for any advice.",
            ),
            ("My daily step goal is 9,000 steps.", "9,000 is a solid, realistic goal."),
            ("I weighed 82.4 kg at the start of the month.", "That's our baseline then."),
            (
                "I bought running shoes, the Brooks Ghost 15.",
                "A comfortable, neutral shoe, good for building up.",
            ),
            (
                "The physio appointment is on Wednesday the 19th at 4:15 pm.",
                "I hope the physio helps the knee.",
            ),
            (
                "I can't eat gluten, I have coeliac disease.",
                "Then we'll keep every meal idea gluten-free.",
            ),
            ("My resting heart rate this morning was 58.", "That's a healthy resting rate."),
            (
                "I swim at the Marlowe Leisure Centre on Saturdays.",
                "Swimming is great for the knees.",
            ),
            (
                "My knee injury is a torn meniscus on the left side.",
                "Then we avoid deep squats for now.",
            ),
            (
                "I want to do the Hackney 10k in October.",
                "A good target with enough time to train.",
            ),
            (
                "My blood pressure at the pharmacy was 128 over 82.",
                "Slightly elevated but nothing alarming.",
            ),
            ("I sleep best with the room at 18 degrees.", "Cool rooms help deep sleep."),
        ],
        "questions": [
            ("What's my GP's name?", ["Haruka Sato"]),
            ("What dose of sertraline do I take?", ["50 mg"]),
            ("What is my daily step goal?", ["9,000"]),
            ("What did I weigh at the start of the month?", ["82.4"]),
            ("Which running shoes did I buy?", ["Brooks Ghost 15"]),
            ("What time is the physio appointment?", ["4:15"]),
            ("Why can't I eat gluten?", ["coeliac"]),
            ("What was my resting heart rate?", ["58"]),
            ("Where do I swim?", ["Marlowe Leisure Centre"]),
            ("What is my knee injury?", ["meniscus"]),
            ("Which race do I want to run in October?", ["Hackney 10k"]),
            ("What was my blood pressure?", ["128 over 82"]),
            ("What room temperature do I sleep best at?", ["18 degrees"]),
        ],
    },
    {
        "id": "zh-friend-chat",
        "lang": "zh",
        "system": "你是小暖，一个陪用户聊天的朋友型助手。",
        "facts": [
            ("我女儿叫朵朵，今年刚上小学一年级。", "朵朵这个名字真可爱，上小学是件大事呢。"),
            ("我们家的猫叫年糕，是一只橘猫。", "橘猫年糕，听起来就很胖乎乎的。"),
            ("我老家是湖南岳阳的，离洞庭湖很近。", "岳阳楼和洞庭湖都很有名。"),
            ("我的生日是农历八月十五，正好是中秋。", "中秋生日，每年都能吃月饼庆祝。"),
            ("我在一家叫蓝鲸科技的公司做产品经理。", "产品经理很考验沟通能力。"),
            ("我最喜欢吃的菜是剁椒鱼头。", "湖南人果然爱吃辣。"),
            ("我老公叫陈志远，他是中学数学老师。", "当老师很辛苦，也很有意义。"),
            ("我上周去考了驾照科目二，得了90分。", "90分通过，恭喜你！"),
            ("我对芒果过敏，一吃就起疹子。", "那一定要小心芒果做的甜品。"),
            ("我最好的朋友林晓雯下个月要去成都工作。", "成都是个很适合生活的城市。"),
            ("我们打算明年四月去云南大理旅行。", "四月的大理天气很好。"),
            ("我每天早上六点半起床跑步。", "早起跑步很自律。"),
            ("我买了一辆白色的雅迪电动车上下班。", "电动车通勤方便又省钱。"),
        ],
        "questions": [
            ("我女儿叫什么名字？", ["朵朵"]),
            ("我家的猫叫什么？", ["年糕"]),
            ("我老家是哪里的？", ["岳阳"]),
            ("我的生日是哪天？", ["八月十五"]),
            ("我在哪家公司上班？", ["蓝鲸科技"]),
            ("我最喜欢吃什么菜？", ["剁椒鱼头"]),
            ("我老公叫什么名字？", ["陈志远"]),
            ("我科目二考了多少分？", ["90分"]),
            ("我对什么过敏？", ["芒果"]),
            ("林晓雯要去哪个城市工作？", ["成都"]),
            ("我们明年打算去哪里旅行？", ["大理"]),
            ("我每天几点起床？", ["六点半"]),
            ("我的电动车是什么牌子的？", ["雅迪"]),
        ],
    },
    {
        "id": "zh-business-trip",
        "lang": "zh",
        "system": "你是一个帮用户安排出差和行程的助理。",
        "facts": [
            ("下周三我要去深圳出差，见客户华信集团。", "好的，深圳出差，客户是华信集团。"),
            ("机票订好了，是南航CZ3102，早上八点二十起飞。", "CZ3102早上八点二十，记住了。"),
            ("酒店订在福田的皇冠假日，订单号是HT88215。", "皇冠假日酒店，订单号HT88215。"),
            ("这次出差预算是六千元，住宿每晚不超过八百。", "明白，总预算六千元。"),
            (
                "和客户的会议定在周四下午两点，在他们的十八楼会议室。",
                "周四下午两点，十八楼会议室。",
            ),
            ("对接人是华信的王建国经理，电话13826657190。", "王建国经理，电话已记下。"),
            ("我坐飞机一定要靠过道的座位。", "以后订票都选过道座位。"),
            ("回程是周五晚上的高铁G6018。", "周五晚上G6018回程。"),
            ("我不吃牛肉，客户请吃饭的时候要提前说。", "好的，会提醒不吃牛肉。"),
            ("报销要走公司的费控系统，项目编号是PJ-2024-116。", "项目编号PJ-2024-116。"),
            ("我同事刘芳也一起去，她住隔壁房间。", "刘芳同行，安排隔壁房间。"),
            ("给客户带的礼物是两盒西湖龙井。", "西湖龙井是很体面的礼物。"),
            ("周四晚上我想去看看深圳湾公园的夜景。", "深圳湾公园夜景很美。"),
        ],
        "questions": [
            ("这次出差见的客户是哪家公司？", ["华信集团"]),
            ("我的航班号是多少？", ["CZ3102"]),
            ("航班几点起飞？", ["八点二十"]),
            ("酒店订单号是多少？", ["HT88215"]),
            ("出差预算是多少？", ["六千元"]),
            ("会议在几楼？", ["十八楼"]),
            ("对接人叫什么名字？", ["王建国"]),
            ("回程坐哪趟高铁？", ["G6018"]),
            ("我不吃什么？", ["牛肉"]),
            ("报销的项目编号是什么？", ["PJ-2024-116"]),
            ("哪个同事和我一起去？", ["刘芳"]),
            ("给客户带什么礼物？", ["西湖龙井"]),
            ("周四晚上我想去哪里？", ["深圳湾公园"]),
        ],
    },
    {
        "id": "zh-moving-house",
        "lang": "zh",
        "system": "你是帮用户处理租房和搬家事务的助手。",
        "facts": [
            ("新房子在朝阳区望京西园三区，12号楼602。", "望京西园三区12号楼602，记下了。"),
            ("房东姓孙，叫孙丽华，人挺好的。", "孙丽华房东，好沟通就好。"),
            ("月租是七千二，押一付三。", "月租七千二，押一付三。"),
            ("合同从十一月一号开始，签了两年。", "十一月一号起租，两年合同。"),
            ("搬家公司找的是蚂蚁搬家，定在十月二十九号上午。", "蚂蚁搬家，十月二十九号上午。"),
            ("宽带要装联通的，我要五百兆的套餐。", "联通五百兆宽带。"),
            ("家里的钢琴需要单独找专业的师傅搬。", "钢琴确实需要专业搬运。"),
            ("旧房子的押金是一万四，房东答应月底退。", "一万四押金月底退。"),
            ("物业电话是010-84723561。", "物业电话已记下。"),
            ("我想买一张宜家的沙发，型号是KIVIK。", "KIVIK沙发坐着很舒服。"),
            ("门禁卡要去物业办，需要带身份证复印件。", "办门禁卡带身份证复印件。"),
            ("我妹妹周末会来帮忙整理，她叫小琳。", "有小琳帮忙会轻松很多。"),
            ("新家燃气是北京燃气，户号是3108826。", "燃气户号3108826。"),
        ],
        "questions": [
            ("新房子的地址是哪里？", ["望京西园三区"]),
            ("房东叫什么名字？", ["孙丽华"]),
            ("月租多少钱？", ["七千二"]),
            ("合同从哪天开始？", ["十一月一号"]),
            ("找的哪家搬家公司？", ["蚂蚁搬家"]),
            ("宽带要多少兆的？", ["五百兆"]),
            ("什么东西需要专业师傅搬？", ["钢琴"]),
            ("旧房子的押金是多少？", ["一万四"]),
            ("物业电话是多少？", ["010-84723561"]),
            ("我想买哪款沙发？", ["KIVIK"]),
            ("办门禁卡需要带什么？", ["身份证复印件"]),
            ("谁周末来帮忙？", ["小琳"]),
            ("燃气户号是多少？", ["3108826"]),
        ],
    },
    {
        "id": "zh-thesis-project",
        "lang": "zh",
        "system": "你是一个帮研究生管理论文和项目进度的助手。",
        "facts": [
            ("我的论文题目是《城市热岛效应的遥感监测研究》。", "题目很有研究价值。"),
            ("导师是环境学院的郑海波教授。", "郑海波教授，记住了。"),
            ("初稿的截止日期是三月二十号。", "三月二十号交初稿。"),
            ("我用的是Landsat 8的卫星数据，时间跨度是2013到2023年。", "十年的数据很扎实。"),
            ("组会每周二下午三点在B座412开。", "每周二下午三点，B座412。"),
            ("我的学号是2021310457。", "学号已记下。"),
            ("论文查重要求低于百分之十五。", "查重低于百分之十五。"),
            ("答辩定在五月二十八号上午。", "五月二十八号上午答辩。"),
            ("师兄周宇帮我看过第二章。", "周宇师兄帮忙看过第二章。"),
            ("我打算投稿到《遥感学报》。", "遥感学报是很好的期刊。"),
            ("实验室的服务器账号是gis_lab07。", "服务器账号gis_lab07。"),
            ("我写代码主要用Python和Google Earth Engine。", "Earth Engine处理遥感数据很方便。"),
            ("外审专家据说会有一位来自武汉大学。", "武汉大学遥感很强。"),
        ],
        "questions": [
            ("我的论文题目是什么？", ["城市热岛效应"]),
            ("我的导师是谁？", ["郑海波"]),
            ("初稿什么时候截止？", ["三月二十号"]),
            ("我用的是什么卫星数据？", ["Landsat 8"]),
            ("组会在哪个教室？", ["B座412"]),
            ("我的学号是多少？", ["2021310457"]),
            ("查重要求低于多少？", ["百分之十五"]),
            ("答辩是哪天？", ["五月二十八号"]),
            ("谁帮我看过第二章？", ["周宇"]),
            ("我打算投哪个期刊？", ["遥感学报"]),
            ("服务器账号是什么？", ["gis_lab07"]),
            ("我主要用什么平台处理数据？", ["Google Earth Engine"]),
            ("外审专家可能来自哪所大学？", ["武汉大学"]),
        ],
    },
]

FILLER = {
    "en": [
        (
            "How was your day? Mine was long, lots of meetings.",
            "Long meeting days are draining. Did you get a break at lunch at least?",
        ),
        (
            "Any ideas for a quick dinner tonight?",
            "A stir-fry is hard to beat: some vegetables, rice and whatever sauce you have.",
        ),
        (
            "I keep procrastinating on my emails.",
            "Try a short timer: answer emails for fifteen minutes, then stop.",
        ),
        (
            "Can you recommend a podcast for my commute?",
            "If you like stories, a narrative history podcast is great for commutes.",
        ),
        (
            "The weather has been so grey lately.",
            "Grey weeks are tough. A walk at midday can help more than you'd think.",
        ),
        (
            "I watched a documentary about octopuses yesterday.",
            "Octopuses are fascinating, they solve puzzles and change colour in a blink.",
        ),
        (
            "What's a good way to remember people's names?",
            "Repeat the name once in conversation and link it to something about the person.",
        ),
        (
            "I'm thinking about learning to play chess properly.",
            "Start with basic openings and play short games often; puzzles help a lot.",
        ),
        (
            "My neighbour's music was loud again last night.",
            "That's frustrating. A friendly word usually works better than a note.",
        ),
        (
            "Should I repaint my bedroom a lighter colour?",
            "Lighter walls make a small room feel bigger, so it could be worth it.",
        ),
        (
            "I can't decide whether to buy a new laptop now or wait.",
            "If your current one still works, waiting for a sale is usually smart.",
        ),
        (
            "Tell me something interesting about the moon.",
            "The moon drifts away from Earth by a few centimetres every year.",
        ),
        (
            "I feel like I'm drinking too much coffee.",
            "You could swap the afternoon cup for tea or decaf and see how you feel.",
        ),
        (
            "What's a nice houseplant that's hard to kill?",
            "A snake plant or a pothos survives almost anything, even forgetful watering.",
        ),
        (
            "I want to read more this year.",
            "Keeping a book by the bed and reading ten pages a night adds up quickly.",
        ),
        (
            "Work is quieter this week, finally.",
            "Enjoy it. Quiet weeks are good for catching up on the small things.",
        ),
        (
            "Do you think it's weird to eat breakfast for dinner?",
            "Not at all, pancakes at night are a perfectly respectable choice.",
        ),
        (
            "I tried to bake bread and it came out flat.",
            "Flat bread often means the dough needed a longer rise or stronger flour.",
        ),
        (
            "How do I stop checking my phone so often?",
            "Put it in another room for an hour, and turn off the non-essential alerts.",
        ),
        (
            "I'm bored of my usual playlist.",
            "Try an album from a decade you never listen to, start to finish.",
        ),
        (
            "Any tips for a rainy Sunday?",
            "A long breakfast, a film you've been meaning to see, and a warm bath.",
        ),
        (
            "I had an argument with a colleague about a deadline.",
            "Deadlines bring out tension. Talking it through once things cool down helps.",
        ),
        (
            "What's a good stretch after sitting all day?",
            "A standing hip flexor stretch and a few shoulder rolls do wonders.",
        ),
        (
            "I'm trying to save money on groceries.",
            "Plan meals for the week and shop with a list; it cuts impulse buys.",
        ),
        (
            "Why do cats knock things off tables?",
            "Curiosity and attention seeking, mostly; it works every time.",
        ),
        (
            "I'm nervous about a presentation next week.",
            "Rehearse it out loud twice; knowing your first minute cold calms the nerves.",
        ),
        (
            "I cleaned the whole flat today.",
            "That's a satisfying feeling. Treat yourself to something nice tonight.",
        ),
        (
            "What should I cook for friends this weekend?",
            "A big tray bake or a pasta bake keeps you out of the kitchen and with your guests.",
        ),
        (
            "I can't sleep well when it's hot.",
            "A fan, light sheets and a cool shower before bed can help.",
        ),
        (
            "Do you have a joke for me?",
            "Why did the scarecrow win an award? Because he was outstanding in his field.",
        ),
    ],
    "zh": [
        ("今天上班好累，开了一天的会。", "开一天会确实很消耗精力，晚上好好休息一下吧。"),
        ("晚饭不知道吃什么好。", "可以做个简单的番茄炒蛋配米饭，又快又好吃。"),
        ("最近总是拖延，事情越堆越多。", "可以试试先做一件最小的事情，开了头就容易继续。"),
        ("推荐一个通勤路上听的播客吧。", "可以听听历史类的故事播客，通勤时间会过得很快。"),
        ("这几天一直下雨，心情有点闷。", "雨天确实容易让人低落，可以放点喜欢的音乐。"),
        ("昨天看了一部关于海洋的纪录片。", "海洋纪录片画面一般都很震撼，很治愈。"),
        ("怎么才能记住别人的名字？", "聊天时多叫几次对方的名字，再联想一个特点。"),
        ("我想学下象棋，不知道从哪开始。", "先学基本的开局和杀法，多下快棋进步会很快。"),
        ("楼上邻居晚上又很吵。", "可以找个合适的时间当面友好地沟通一下。"),
        ("卧室要不要刷个浅一点的颜色？", "浅色会让小房间看起来更宽敞，可以考虑。"),
        ("手机用了三年，要不要换新的？", "如果还能正常用，可以等大促的时候再换。"),
        ("给我讲个关于月亮的冷知识吧。", "月亮每年都在以几厘米的速度远离地球。"),
        ("感觉自己咖啡喝得太多了。", "下午那杯可以换成茶或者低因咖啡试试。"),
        ("有没有好养又不容易死的绿植？", "绿萝和虎尾兰都很好养，偶尔忘了浇水也没事。"),
        ("今年想多读点书。", "每天睡前读十页，一年下来也能读不少。"),
        ("这周工作终于轻松一点了。", "轻松的时候正好处理一些平时顾不上的小事。"),
        ("晚饭吃早餐会不会很奇怪？", "一点也不奇怪，晚上吃煎饼也很幸福。"),
        ("我第一次做面包，结果没发起来。", "可能是发酵时间不够，或者面粉筋度不够。"),
        ("怎么才能少看手机？", "可以把手机放到另一个房间，关掉不重要的通知。"),
        ("最近听歌都听腻了。", "可以试着完整听一张以前没听过的专辑。"),
        ("下雨的周末做点什么好？", "睡个懒觉，看部一直想看的电影，再煮个热汤。"),
        ("今天和同事因为进度吵了一架。", "进度压力大时容易起冲突，冷静下来再聊会好很多。"),
        ("久坐之后做什么拉伸比较好？", "可以做做站姿的髋部拉伸，再转转肩膀。"),
        ("想省点买菜的钱。", "提前计划一周的菜单，列好清单再去买。"),
        ("为什么猫总喜欢把东西推到桌子下面？", "一方面是好奇，另一方面是想引起你的注意。"),
        ("下周要做汇报，有点紧张。", "提前大声练两遍，把开头背熟就不那么紧张了。"),
        ("今天把家里彻底打扫了一遍。", "打扫完很有成就感，晚上奖励自己一下吧。"),
        ("周末请朋友来家里吃饭，做什么好？", "可以做一锅炖菜或者烤盘菜，省事又丰盛。"),
        ("天太热了晚上睡不好。", "开个风扇，换上薄一点的被子，睡前冲个凉。"),
        ("给我讲个笑话吧。", "为什么数学书总是很忧郁？因为它有太多的问题。"),
    ],
}


#: longer exchanges (explanations, plans) of the later sessions, the kind that fills a context
LONG = {
    "en": [
        (
            "Can you explain how compound interest works, simply?",
            "Sure. With compound interest you earn interest on your original savings and also on "
            "the interest you have already earned. Say you put money in an account that pays five "
            "percent a year: after the first year you have a bit more, and in the second year the "
            "five percent is calculated on that larger amount. Over a few years the difference is "
            "small, but over decades it becomes large, which is why starting early matters more "
            "than the exact amount. The same maths works against you with credit card debt, where "
            "unpaid interest is added to the balance and starts earning interest itself. A useful "
            "rule of thumb is the rule of 72: divide 72 by the yearly rate to see roughly how many "
            "years it takes for money to double.",
        ),
        (
            "Give me a simple weekly plan to get back into exercise.",
            "Here's a gentle plan. On Monday, a brisk walk of thirty minutes. On Tuesday, a short "
            "bodyweight session: squats to a chair, wall push-ups, a plank held for as long as is "
            "comfortable, three rounds. Wednesday is rest or easy stretching. On Thursday, repeat "
            "the walk but add a few faster stretches of a minute each. Friday, the bodyweight "
            "session again, adding a round if it felt easy. The weekend is for something you enjoy, "
            "a bike ride, a swim, a long walk with a friend. Keep the effort conversational for the "
            "first three weeks, sleep well, and only add intensity when the routine feels boring "
            "rather than hard. Consistency beats intensity at this stage.",
        ),
        (
            "How do I write a good cover letter?",
            "A good cover letter is short and specific. Open with the role you are applying for and "
            "one sentence on why this company in particular interests you. In the middle, pick two "
            "or three achievements that match the job description and describe each with a concrete "
            "result: what you did, how, and what changed because of it. Avoid repeating your CV "
            "line by line; the letter should explain the story that connects your experience to "
            "this job. Close by saying you would welcome a conversation and thank them for their "
            "time. Keep it to one page, use the hiring manager's name if you can find it, and read "
            "it aloud once before sending, which catches most awkward sentences.",
        ),
        (
            "What's the difference between a virus and bacteria?",
            "Bacteria are living single-celled organisms. They can survive on their own, many are "
            "harmless or even helpful, like the ones in your gut, and some cause infections that "
            "antibiotics can treat. Viruses are much smaller and are not really alive on their own: "
            "they need to get inside a host cell and use its machinery to make copies of themselves. "
            "That is why antibiotics do nothing against a cold or the flu, which are viral. Vaccines "
            "train the immune system to recognise a virus or a bacterium in advance. For most viral "
            "infections treatment is rest, fluids and managing symptoms while the body clears it, "
            "although there are antiviral drugs for some specific viruses.",
        ),
        (
            "I want to start journaling, how should I do it?",
            "Start small so that it sticks. Pick a time that already exists in your day, like the "
            "ten minutes after breakfast or just before bed, and keep the notebook where you will "
            "see it. Don't aim for beautiful writing. A few lines on what happened, how you felt "
            "and one thing you are grateful for is enough. If a blank page feels intimidating, use "
            "prompts: what surprised me today, what drained my energy, what would make tomorrow a "
            "bit better. Some people like to reread their entries at the end of each month, which "
            "shows patterns you don't notice day to day. Missing days is fine; just pick it up "
            "again without trying to catch up.",
        ),
        (
            "Why is the sky blue?",
            "Sunlight looks white but contains all the colours. When it passes through the "
            "atmosphere it bumps into gas molecules, mostly nitrogen and oxygen, which scatter "
            "short wavelengths of light much more strongly than long ones. Blue light has a short "
            "wavelength, so it gets scattered all over the sky and reaches your eyes from every "
            "direction, making the whole sky look blue. Violet is scattered even more, but our eyes "
            "are less sensitive to it and some is absorbed high up. At sunrise and sunset the light "
            "travels through much more air, most of the blue is scattered away before it reaches "
            "you, and the remaining reds and oranges give those warm colours.",
        ),
    ],
    "zh": [
        (
            "能简单讲讲复利是怎么回事吗？",
            "当然可以。复利就是利息也会产生利息。比如你存了一笔钱，年利率是百分之五，第一年结束后本金加上利息"
            "变多了一点，第二年的利息就按照这个更大的数来算。短期内差别不明显，但时间拉长到二三十年，差距会非常"
            "大，所以越早开始存钱越好，比一开始存多少更重要。反过来，信用卡欠款也是复利，没还的利息会加到欠款里"
            "继续计息，所以要尽量按时全额还款。有一个简单的估算方法叫七十二法则：用七十二除以年利率，就大概知道"
            "本金翻倍需要多少年。",
        ),
        (
            "帮我定一个恢复运动的每周计划吧。",
            "给你一个比较温和的计划。周一快走三十分钟；周二做一组徒手训练：扶椅深蹲、靠墙俯卧撑、平板支撑，做"
            "三轮；周三休息或者简单拉伸；周四再快走，中间穿插几段一分钟的快步；周五重复徒手训练，如果觉得轻松就"
            "加一轮；周末做点自己喜欢的运动，比如骑车、游泳或者和朋友去爬山。前三周强度保持在还能边运动边说话的"
            "程度，保证睡眠，等到觉得无聊而不是累的时候再慢慢加量。这个阶段坚持比强度更重要。",
        ),
        (
            "求职信应该怎么写比较好？",
            "好的求职信要简短、具体。开头写清楚申请的职位，再用一句话说明为什么对这家公司感兴趣。中间挑两到三个"
            "和岗位要求最匹配的经历，每个都写清楚你做了什么、怎么做的、带来了什么结果，最好有具体的数字。不要把"
            "简历逐条重复一遍，求职信是用来讲清楚你的经历和这份工作之间的联系。结尾表示期待进一步沟通，并感谢对方"
            "抽时间阅读。篇幅控制在一页以内，能找到招聘负责人的名字就写上，发送之前自己读一遍，很多别扭的句子都能"
            "发现。",
        ),
        (
            "病毒和细菌有什么区别？",
            "细菌是能独立生存的单细胞生物，很多细菌是无害甚至有益的，比如肠道里的益生菌，也有一些会引起感染，可以"
            "用抗生素治疗。病毒要小得多，而且不能独立生存，必须进入宿主细胞，借助细胞的机制来复制自己。所以抗生素"
            "对感冒和流感这类病毒感染是没有用的。疫苗的作用是提前训练免疫系统认识某种病毒或细菌。大多数病毒感染的"
            "治疗方法是多休息、多喝水、缓解症状，等身体自己把病毒清除，当然也有针对特定病毒的抗病毒药物。",
        ),
        (
            "我想开始写日记，该怎么坚持下来？",
            "从小处开始最容易坚持。选一个每天本来就有的时间，比如早饭后十分钟或者睡前，把本子放在显眼的地方。不用"
            "追求文笔，写几句今天发生了什么、心情怎么样、有什么值得感谢的事就够了。如果面对空白页不知道写什么，可以"
            "用一些固定的问题：今天有什么让我意外，什么事情最消耗我的精力，明天怎样能过得更好一点。每个月底翻一翻"
            "之前写的内容，常常能发现平时注意不到的规律。偶尔断了也没关系，接着写就好，不用补。",
        ),
        (
            "天空为什么是蓝色的？",
            "太阳光看起来是白色的，其实包含了各种颜色的光。阳光穿过大气层时会碰到空气分子，主要是氮气和氧气，这些"
            "分子对波长短的光散射得更厉害。蓝光的波长比较短，所以被散射到天空的各个方向，我们从哪个方向看都能看到"
            "蓝光，天空就显得是蓝色的。紫光散射得更多，但人眼对紫光不太敏感，而且一部分在高空就被吸收了。日出和日落"
            "的时候，阳光要穿过更厚的大气，蓝光在到达我们之前大多被散射掉了，剩下的红光和橙光就形成了漂亮的朝霞和"
            "晚霞。",
        ),
    ],
}

SESSIONS = 4
FILLER_PER_CONVERSATION = 30


def build() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for n, conv in enumerate(CONVERSATIONS):
        rng = random.Random(f"turnmem-probe-{conv['id']}")
        facts: list[Fact] = list(conv["facts"])  # type: ignore[call-overload]
        filler = rng.sample(FILLER[str(conv["lang"])], FILLER_PER_CONVERSATION)
        # the details come in the first two sessions, small talk fills all four
        early, late = filler[:10], filler[10:]
        sessions: list[list[Fact]] = [[], [], [], []]
        for k, fact in enumerate(facts):
            sessions[k % 2].append(fact)
        for k, chat in enumerate(early):
            sessions[k % 2].insert(rng.randrange(len(sessions[k % 2]) + 1), chat)
        for k, chat in enumerate(late):
            sessions[2 + k % 2].append(chat)
        for k, chat in enumerate(rng.sample(LONG[str(conv["lang"])], len(LONG[str(conv["lang"])]))):
            where = sessions[2 + k % 2]
            where.insert(rng.randrange(len(where) + 1), chat)
        start = datetime(2026, 1, 5, 19, 0, tzinfo=timezone.utc) + timedelta(days=3 * n)
        messages: list[dict[str, str]] = [{"role": "system", "content": str(conv["system"])}]
        for s, exchanges in enumerate(sessions[:SESSIONS]):
            when = start + timedelta(days=9 * s)
            for k, (user, reply) in enumerate(exchanges):
                stamp = (when + timedelta(minutes=3 * k)).isoformat().replace("+00:00", "Z")
                messages.append({"role": "user", "content": user, "timestamp": stamp})
                messages.append({"role": "assistant", "content": reply})
        questions = [{"question": q, "answers": a} for q, a in conv["questions"]]  # type: ignore[attr-defined]
        out.append({"id": conv["id"], "messages": messages, "questions": questions})
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("probes.jsonl")
    lines = [json.dumps(c, ensure_ascii=False) for c in build()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
