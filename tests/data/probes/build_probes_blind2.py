"""Builds ``probes_blind2.jsonl``: long two-person chats in the style of the LoCoMo benchmark.

Written by hand for turnmem (not taken from any data set) by someone who had not read the
memory's context, store, memory or fold code. Two English and two Chinese conversations, each
between two people who know each other (one is the ``user`` side, the other the ``assistant``
side); both sides tell personal news, plans and feelings. Each conversation has 14 or 13
sessions days or weeks apart, with ordinary small talk between the details, and 30 questions
asked at the end: single facts said once (often by the assistant side), questions worded
differently from the fact, facts that change later (the answer is the latest value only), time
questions answered by a phrase in the text, and a few that join two details.

A session is a block of text: its first line is the start time, then ``U:`` (user) and ``A:``
(assistant) lines that alternate, user first; user messages are stamped two minutes apart from
the start. Run ``python tests/data/probes/build_probes_blind2.py`` to rebuild the file
(deterministic).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

Question = tuple[str, list[str]]

EN_MAYA_JORDAN = [
    """2026-01-11 19:40
U: Jordan! Happy new year, sorry I never replied to your voice note.
A: Ha, no worries Maya. Happy new year to you too. How was Christmas at your mum's?
U: Loud. Eleven of us in a house built for four. You?
A: Quiet, actually. Big news though: we finally adopted a dog. A golden retriever, two years old, we called him Waffles.
U: Stop it. Send pictures immediately.
A: Sent three. He already chewed one of Nadia's slippers.
U: He looks like he's smiling in all of them. Is Nadia okay about the slipper?
A: She pretends to be cross, but she bought him a bed that cost more than mine. Our Clapham flat is far too small for him though.
U: He'll fill it with hair, that's for sure. Work's been rough here, Brightwater Logistics has us on the year-end stock count.
A: Sounds grim. Are you still on the spreadsheets team?
U: Still on the spreadsheets. Someone has to make the numbers add up.
A: Let's get a proper catch-up soon, it's been ages.""",
    """2026-01-24 11:05
U: Morning. Quick one, are you free on Saturday the 7th? Theo wants a pub quiz team.
A: Should be. Who's Theo bringing?
U: His brother and maybe my cousin. We need someone who knows football.
A: I'm your man. Anything else going on?
U: Mum's finally having her hip done. The operation is on 3 March at the Royal Infirmary.
A: Oh good, she's waited so long. Tell her I said good luck.
U: I will. She's more worried about who will feed the birds than about the surgery.
A: Sounds like her. Nadia's on nights this week, so it's just me and the dog.
U: Is Nadia still at the children's hospital?
A: Yes, she's a paediatric nurse on the cardiac ward. Twelve-hour shifts, she's shattered.
U: I don't know how she does it.
A: Me neither. I mostly make soup, keep quiet and pray the Fiesta starts in the morning.""",
    """2026-02-03 20:15
U: Book club update: this month we're doing The Remains of the Day.
A: The butler one? I saw the film years ago.
U: That's the one. Everyone in the group hates the ending except me.
A: You always like the sad endings.
U: Guilty. I've also started learning Italian on one of those apps, Theo and I want to do Bologna this year.
A: Ciao bella. Are you any good?
U: I can say the boy eats an apple. Very useful. What are you up to tonight?
A: Practising. The band got a gig, we're playing the Fox and Anchor on 12 April.
U: The Loose Ends live again! Are you still on bass?
A: Still on bass, still playing the same four songs badly. And warn Theo: no prawn crackers at the after party, I'm allergic to shellfish.
U: I remember the paella incident. Noted.
A: Good. I'll send you the poster when it's done.""",
    """2026-02-21 16:30
U: Guess who is typing with one hand.
A: Oh no, what happened?
U: Went ice skating with Theo's work lot and broke my wrist. Cast for six weeks.
A: Maya! Are you okay?
U: It hurts less than my pride. I went down in front of about forty people.
A: Do you need anything? I can bring food round.
U: Theo's been great, he's been cutting up my dinner like I'm five.
A: That's love. The dog sends a get well lick.
U: Tell him thanks. How's the training going?
A: Slowly. I signed up for the Bristol half marathon in May, so now I actually have to run.
U: You? Running for fun?
A: Not for fun. Nadia bet me I wouldn't finish it.""",
    """2026-03-04 21:00
U: Mum's out of surgery, all went well.
A: That's brilliant news. How is she feeling?
U: Groggy and complaining about the hospital tea, so back to normal.
A: Ha. Give her my love.
U: How's your car situation, did it pass its MOT?
A: The Fiesta is dead. Rust everywhere. I bought a used Honda Jazz on Saturday, it's silver and smells of pine.
U: A Jazz! You're officially a grandad.
A: It has a huge boot, the dog fits in it with room to spare.
U: Fair point. Theo's sister was thinking of selling hers if you'd wanted one.
A: Too late now. Are you still going to pottery on Thursdays, even with the cast?
U: Only glazing for now. But I finished the teal vase I threw before Christmas. It's wonky and I love it.
A: Wonky is character.""",
    """2026-03-15 13:20
U: Are you around? I need to vent.
A: Always. What's up?
U: Brightwater announced a restructure. My whole team might be moved to Leeds.
A: Ugh. Would you go?
U: No way. I've started applying for other things. There's an assistant curator job at a museum that I would kill for.
A: That's perfect for you, you did your dissertation on textiles.
U: Exactly. Applications close Friday.
A: Send it to me, I'll proofread.
U: Thanks. What about you, anything new?
A: I got promoted, actually. I'm team lead now, which mostly means more meetings.
U: Jordan! Congratulations, drinks are on you.
A: Fine, but only after my project management exam. It's next Thursday and I haven't opened the book.""",
    """2026-03-29 18:45
U: How did the exam go?
A: Passed, somehow. 68 percent, and the pass mark was 55.
U: Knew you would.
A: How's the wrist?
U: Cast comes off tomorrow. I've forgotten what my arm looks like.
A: Are you and Theo still going away for his birthday?
U: Yes! I booked a little cabin by Ullswater in the Lake District for the weekend of the 18th. He has no idea.
A: He'll love that. Is he still obsessed with paddleboarding?
U: Completely. I've told him we're visiting his aunt in Carlisle, he's moaning about it.
A: Perfect cover story.
U: Any news from your sister?
A: Yes, Priya and Sunil set the date. They're getting married in Lisbon on 19 September.
U: Lisbon in September, that's so romantic.
A: Mum's already panicking about the flight.""",
    """2026-04-08 09:30
U: JORDAN. I got the museum job.
A: No way! The curator one?
U: Yes, I start at the Halden Museum on 20 April. Assistant curator in the textiles department.
A: I'm so proud of you. Brightwater's loss.
U: I handed my notice in this morning, and my manager actually looked sad.
A: How did Theo react?
U: He opened the fancy wine we were saving for a special occasion. At eleven at night.
A: As he should.
U: How's the running?
A: Up to 16k on Sundays. Waffles comes for the first five, then lies down in the grass.
U: Smart dog.
A: Smarter than me. See you at the gig this weekend?""",
    """2026-04-19 20:10
U: The gig was amazing, my ears are still ringing.
A: Thank you for coming! Theo knew all the words, which was weird because we only wrote them in March.
U: He listened to your demo on repeat. And the surprise worked, he cried a bit when he saw the lake.
A: Aww. Did you do the paddleboarding?
U: He did. I held the coffee and shouted encouragement.
A: Very supportive. We have news too: we got the keys to the new flat in Walthamstow.
U: Finally out of the shoebox! How's the new place?
A: Boxes everywhere, but there's a garden for the dog and a market at the end of the road.
U: And Nadia's commute?
A: Worse, but she says the garden is worth it.
U: Housewarming?
A: Once we find the kettle.""",
    """2026-05-02 15:00
U: First two weeks at the new job done!
A: How is it?
U: I love it. My manager is Dr Okafor, she's terrifying and brilliant.
A: The best kind. What are you working on?
U: The summer exhibition, all embroidered coats and quilts. It opens on 8 June, so it's all hands on deck.
A: We'll come. Nadia loves that stuff.
U: Also my brother is moving abroad. Luca got a job offer in Vancouver, he's going in August.
A: Wow, Canada. Is your mum okay with it?
U: She cried, then asked if they have decent bread there.
A: Classic. Bristol is in two weeks and I'm terrified.
U: You'll be fine. Carb load.
A: I've been carb loading since January.""",
    """2026-05-18 19:25
U: Well?? How did Bristol go?
A: I finished! 1:52, and I didn't walk once.
U: That's a great time for a first one!
A: Nadia owes me dinner. Anything except chana masala, I've made my mum's recipe every Sunday for months.
U: You do love a routine.
A: It's either that or chaos. How's your mum's hip?
U: She's walking to the shops again. And guess what, the Vancouver offer fell through, so Luca's going to Toronto instead, different company.
A: Toronto's great. Colder though.
U: Mum's just relieved he's still going with a job.
A: And how's the app going?
U: Molto bene. I can order a coffee and ask where the station is.
A: That's all you need.""",
    """2026-05-30 12:00
U: Street party today on our road! I'm baking.
A: What are you making?
U: Nonna's lemon ricotta cake. Two of them, last year it vanished in ten minutes.
A: Save me a slice. Any other news?
U: We finally got an allotment! Plot 41 at Hollins Lane, after three years on the waiting list.
A: Three years! What are you growing?
U: Currently nettles. Theo has ambitions of courgettes.
A: Everyone has ambitions of courgettes. Then they have too many courgettes.
U: That's the dream. How's your dad, is the party still on?
A: Yes, Dad turns 60 next weekend. We've booked the back room at the Shalimar, his favourite curry house.
U: He'll be in heaven.
A: He's already planning his speech. It's going to be forty minutes.""",
    """2026-06-14 17:40
U: We opened! Dr Okafor said "adequate", which from her is basically a hug.
A: Ha! We loved it, Nadia wants the embroidered coat from the second room.
U: I'll tell security to keep an eye on her.
A: The party for Dad was great, he cried during his own speech.
U: Aww. And how's the dog?
A: He had a dramatic week. He swallowed a sock and needed surgery, the vet bill was £640.
U: Oh no, is he okay?
A: He's fine, wearing a cone and looking betrayed.
U: Poor boy. Theo and I have our anniversary on Tuesday. Five years.
A: Any plans?
U: He already gave me my present because he can't keep secrets: a record player.
A: Good choice, you've been talking about vinyl for ages.""",
    """2026-06-27 20:30
U: Any summer plans?
A: Priya's hen do in Brighton in August, and then the wedding of course.
U: We're saving for Italy. We booked the flights to Bologna last night, first week of October.
A: Your lessons will get a proper test.
U: I'm on a 150 day streak, I'm unstoppable.
A: Nadia and I are looking at Iceland for the winter. Northern lights, fingers crossed.
U: So jealous. Pack thermals.
A: Already bought a ridiculous hat.
U: Theo and I climbed Kinder Scout last weekend, by the way. My legs still hurt.
A: In this heat? You're braver than me.
U: We started at six in the morning. Worth it for the view.
A: Send me the photo from the top.""",
]

EN_MAYA_JORDAN_QUESTIONS: list[Question] = [
    ("What is the name of Jordan's dog?", ["Waffles"]),
    ("Which hill did Maya and her partner climb in June?", ["Kinder Scout"]),
    ("Where does Maya work now?", ["Halden Museum"]),
    ("What does Jordan's girlfriend do for a living?", ["nurse"]),
    ("When was Maya's mother's hip operation?", ["3 March"]),
    ("Which novel was Maya's reading group discussing?", ["Remains of the Day"]),
    ("Where did Jordan's band play in April?", ["Fox and Anchor"]),
    ("When was the gig at the Fox and Anchor?", ["12 April"]),
    ("Which language has Maya been learning for her trip?", ["Italian"]),
    ("What food is Jordan allergic to?", ["shellfish"]),
    ("How did Maya break her wrist?", ["ice skating"]),
    ("What car does Jordan drive now?", ["Honda Jazz", "Jazz"]),
    ("What colour is the vase Maya made at pottery?", ["teal vase"]),
    ("What was Jordan promoted to?", ["team lead"]),
    ("When was Jordan's project management exam?", ["next Thursday"]),
    ("Where did Maya take her partner for his birthday?", ["Ullswater", "Lake District"]),
    ("When is Jordan's sister getting married?", ["19 September"]),
    ("In which city is Priya's wedding?", ["Lisbon"]),
    ("Which part of London does Jordan live in now?", ["Walthamstow"]),
    ("Who is Maya's boss at her new job?", ["Okafor"]),
    ("When did the exhibition Maya worked on open?", ["8 June"]),
    ("Which city is Maya's brother moving to?", ["Toronto"]),
    ("What was Jordan's finishing time in the half marathon?", ["1:52"]),
    ("What has Jordan been cooking every Sunday?", ["chana masala"]),
    ("When are Maya and Theo going to Bologna?", ["first week of October"]),
    ("What dessert did Maya bring to her street's party?", ["lemon ricotta cake"]),
    ("What number is Maya's allotment plot?", ["Plot 41"]),
    ("Where did Jordan's family celebrate his father's sixtieth?", ["Shalimar"]),
    ("How much did the vet charge when Jordan's dog swallowed a sock?", ["£640"]),
    ("What did Theo give Maya for their anniversary?", ["record player"]),
]

EN_ROSA_DEV = [
    """2026-01-06 18:20
U: Dev, first day back at school and I'm already exhausted.
A: Poor Rosa. Did the kids behave?
U: Year 5 after Christmas is basically a zoo. Half of Oakfield Primary was asleep, the other half was on the ceiling.
A: I remember being that kid. I have news, by the way.
U: Go on.
A: I signed the lease. The old bike shop on Chapel Street is going to be my restaurant.
U: DEV. Your own place, finally!
A: It's going to be called Saffron Lane. Small menu, open kitchen, nothing fussy.
U: I love it. Can I have a permanent table?
A: Only if you bring the tortoise.
U: Sheldon doesn't do restaurants. He's forty-three and set in his ways, just like when my grandad had him.
A: Fair enough. Tell him I said hello.""",
    """2026-01-20 21:10
U: Sorry I went quiet. Dad had a small stroke on Friday.
A: Oh Rosa, I'm so sorry. How is he?
U: Talking, a bit slurred, and annoyed that the hospital food has no salt. The doctors are hopeful.
A: That sounds like him. If you need anything, food or lifts, just say.
U: Thank you. Marco's been holding the fort at home.
A: How's Freya taking it?
U: She made him a card with a very muscular cat on it. She starts swimming lessons next week, so that's distracting her.
A: Good. Keep busy is the best medicine.
U: What's your news?
A: I'm off to Oaxaca in February for two weeks, I want to learn how they make mole properly before I write the menu.
U: That's a proper research trip.
A: My accountant calls it a holiday.""",
    """2026-02-02 19:30
U: Dad's been moved to St Anne's for rehab, they have him doing stairs already.
A: That's fast. Is he behaving?
U: He flirts with the physios and refuses the jigsaws. So yes, he's fine.
A: Ha. Anjali says hi, by the way, she's been asking about him.
U: Tell her thank you. How's her practice?
A: Busy. She's been a dentist for ten years and she still comes home with stories about people who never floss.
U: I'm one of them, don't tell her.
A: She already knows. We also finally set a date for the wedding: 4 October 2027.
U: Next year! That gives you time to open a restaurant first.
A: That was the idea. My mum is already calling every venue near her in Leicester.
U: She'll have it sorted in a week.
A: She'll have it sorted and then change her mind twice.""",
    """2026-02-24 20:45
U: Welcome back! How was Mexico?
A: Incredible. I ate mole every day and learnt to toast the chillies without setting off the smoke alarm.
U: You have to cook for us.
A: First test dinner is yours. How's everything at home?
U: Tired. Marco's on a run of night shifts, the joys of being married to a firefighter.
A: Is he still doing the charity calendar?
U: Don't remind me. Also I've been practising the cello every night, I'm taking my grade 3 exam on the 22nd of March.
A: Grade 3! When did you even start?
U: Eighteen months ago. Freya says I sound like a sad cow.
A: Kids are brutal critics.
U: Worse than food critics.
A: I'll find out soon enough.""",
    """2026-03-08 12:15
U: How's the building work going?
A: Slowly. And we had to change the name, someone already has Saffron Lane registered, a café in Leeds.
U: Oh no! What's it called now?
A: Ember & Salt. Anjali came up with it at 2am.
U: I actually like it more.
A: Me too, don't tell her. We're aiming to open at the end of April.
U: Exciting. My car died on the school run, so I'm on two wheels now.
A: What did you get?
U: A secondhand Brompton. It folds up under my desk in the classroom.
A: Very continental.
U: The kids think it's a clown bike.
A: They're not wrong.""",
    """2026-03-24 17:50
U: Exam done! My hands were shaking the whole time.
A: How did it go?
U: The scales were fine, the sight reading was a disaster. Results in two weeks.
A: You'll have passed. Anything else exciting?
U: I did parkrun on Saturday, 26:30, my best so far.
A: Look at you, cello and running.
U: Midlife crisis, Marco says. How's the kitchen?
A: I hired a sous chef! His name is Tomasz, he worked at a hotel in Kraków for six years.
U: Is he nice?
A: He's very quiet and very fast. I think he scares the delivery drivers.
U: Perfect for a kitchen.
A: That's what I thought.""",
    """2026-04-05 16:05
U: Cello result came: merit!
A: Rosa! That's brilliant.
U: I cried in the car park. Also our head is retiring in July, and I'm applying for deputy head.
A: Do it. You basically run the place already.
U: Not basically. Maybe a bit. How's the opening?
A: Bad news there. The extractor fan failed inspection, so we're opening on 16 May instead.
U: Oh no. Is Tomasz okay with the wait?
A: He's using the time to perfect the bread. I'm not complaining.
U: I'm reading The Iron Man with my class at the moment, they're obsessed with the robot.
A: I loved that book. The space bat angel dragon!
U: That's the one. They drew it on every wall.
A: Nice to have a fan club.""",
    """2026-04-14 22:00
U: I'm an auntie again! Twice!
A: Twins? Carmen had the twins?
U: On 11 April, a boy and a girl. Nico and Lola.
A: Congratulations! How is Carmen?
U: Exhausted and very proud. Dad cried when he saw the photos.
A: How is your dad?
U: Walking with a stick, and he wants to go home. Maybe next month.
A: That's good progress. My brother Kiran is visiting from Singapore next week.
U: The one who works for the shipping company?
A: That's him. He's bringing his kids, so I'll have four people critiquing my test menu.
U: Good luck.
A: I'll need it.""",
    """2026-04-28 19:15
U: School trip today, Natural History Museum with thirty ten-year-olds.
A: Brave. Any casualties?
U: One boy got lost in the gift shop. We found him trying on a dinosaur hat.
A: Honestly, fair. What was the highlight?
U: The blue whale. They went completely silent for a whole minute.
A: That's a miracle. We did our final tasting last night.
U: And? What's the dish everyone will talk about?
A: Slow-roast lamb shoulder with smoked aubergine, and a little bit of the mole I learnt.
U: Stop, I'm hungry.
A: We only have 38 covers, so book early.
U: I'll book now.
A: You're already on the list.""",
    """2026-05-17 10:40
U: How was opening night?!
A: Chaos and joy. We sold out, and my sous chef didn't smile once, which means he was happy.
U: It was the best night. Freya still talks about the pudding.
A: And thank you for the knife. I used it all night.
U: I wanted to get you something you'd actually use. A proper Japanese knife felt right.
A: It's the best present I've had. Anjali is jealous.
U: Speaking of the restaurant, can I book for my 40th? It's on 30 May.
A: Of course. How many people?
U: Ten. Marco's parents, Carmen if she can escape the twins, and some teachers.
A: I'll do you a special menu.
U: Nothing with mushrooms for Marco's mum, please.
A: Noted.""",
    """2026-05-26 18:30
U: I got it! I'm the new deputy head from September.
A: Rosa! I knew it! Congratulations!
U: I'm terrified. But happy.
A: We got reviewed, by the way. The local paper gave us four stars.
U: Amazing! What did they say?
A: They loved the lamb and said the chairs were uncomfortable. Fair.
U: Buy cushions.
A: Already ordered. Anything else?
U: I ran parkrun again, 24:10. I nearly threw up at the finish.
A: That's a huge improvement.
U: Marco says I'm becoming insufferable.
A: He's just jealous.""",
    """2026-06-08 11:00
U: Thank you for Saturday, everyone is still talking about the dinner.
A: It was a pleasure. I'm glad your dad could come.
U: Me too. He came home from St Anne's last week, and he wanted to be there.
A: That's lovely. What else is happening?
U: We booked the summer holiday. Menorca, a little villa near Ciutadella.
A: Beautiful. When do you go?
U: We fly on 2 August, two weeks. Freya wants to snorkel.
A: Take her to the coves in the south, the water is clear.
U: Will do. How's the restaurant?
A: Fully booked most weekends. I can't believe it.
U: You worked for it.
A: I did. My back knows it too.""",
    """2026-06-22 20:20
U: Freya got her first swimming badge today. Ten metres without stopping.
A: Amazing! Tell her she's a champion.
U: She's already planning the next one. How's Anjali?
A: Good. She wants a holiday, but I can't leave the kitchen yet.
U: Take a weekend at least.
A: Maybe in July. The kitchen could survive without me for two days.
U: And Sheldon says hello, he ate an entire strawberry yesterday.
A: Living his best life.
U: Marco finished the charity calendar. He's March, unfortunately.
A: I'm buying ten copies.
U: Please don't.
A: Too late.""",
]

EN_ROSA_DEV_QUESTIONS: list[Question] = [
    ("Which school does Rosa teach at?", ["Oakfield"]),
    ("What is Dev's restaurant called?", ["Ember & Salt"]),
    ("What was the building used for before it became Dev's restaurant?", ["bike shop"]),
    ("Which instrument did Rosa pass an exam on with merit?", ["cello"]),
    ("What kind of animal is Sheldon?", ["tortoise"]),
    ("Where did Dev go on his research trip in February?", ["Oaxaca"]),
    ("What does Dev's fiancée do?", ["dentist"]),
    ("When are Dev and Anjali getting married?", ["4 October"]),
    ("Where does Dev's mother live?", ["Leicester"]),
    ("Where was Rosa's father recovering after his stroke?", ["St Anne's"]),
    ("What is Rosa's husband's job?", ["firefighter"]),
    ("When was Rosa's cello exam?", ["22nd of March"]),
    ("What result did Rosa get in her cello exam?", ["merit"]),
    ("What kind of bike did Rosa buy?", ["Brompton"]),
    ("Who did Dev hire as sous chef?", ["Tomasz"]),
    ("What is Rosa's parkrun personal best now?", ["24:10"]),
    ("When did Dev's restaurant finally open?", ["16 May"]),
    ("What is Rosa's new role at school?", ["deputy head"]),
    ("Which book is Rosa reading with her class?", ["The Iron Man"]),
    ("When were Rosa's sister's twins born?", ["11 April"]),
    ("What are Carmen's babies called?", ["Nico", "Lola"]),
    ("Where does Dev's brother live?", ["Singapore"]),
    ("Where did Rosa's class go on the school trip?", ["Natural History Museum"]),
    ("What dish is Dev's restaurant known for?", ["smoked aubergine", "lamb shoulder"]),
    ("How many diners can Dev's restaurant seat?", ["38 covers"]),
    ("What did Rosa give Dev for the opening?", ["Japanese knife"]),
    ("When was Rosa's 40th birthday?", ["30 May"]),
    ("How many stars did the local paper give Dev's restaurant?", ["four stars"]),
    ("Where are Rosa's family going on holiday in August?", ["Menorca", "Ciutadella"]),
    ("When do Rosa's family fly out on holiday?", ["2 August"]),
]

ZH_XIAOYU_CHENHAO = [
    """2026-01-08 21:30
U: 陈浩！新年快乐，元旦去哪儿玩了？
A: 晓雨新年快乐！哪儿也没去，在家陪新成员。
U: 新成员？你脱单了？
A: 比那个还重要，我收养了一只柯基，两岁了，叫馒头。
U: 天哪，快发照片！
A: 发你了，腿短得离谱，屁股特别圆。
U: 太可爱了吧！你那个望京的小房子够它跑吗？
A: 勉强够，就是每天早上得六点起来遛它。
U: 我最近也是天天早起，蓝鲸互娱这边年底冲业绩，文案改了八百遍。
A: 还是写游戏广告那个组？
U: 对，天天给同一个游戏想新的广告词，脑子都被掏空了。
A: 辛苦辛苦，等你忙完请你吃饭。""",
    """2026-01-19 20:05
U: 跟你说个丢人的事，我科目二挂了。
A: 啊？哪一项没过？
U: 侧方停车，压线了。教练说我太紧张。
A: 正常，好多人第一次都挂，下次肯定行。
U: 希望吧，补考要等一个月。你最近怎么样？
A: 挺好的，小敏这周带着班上的小朋友排元旦后的汇报演出，累得回家就睡。
U: 小敏还在那个幼儿园当老师啊？
A: 对，带中班，三十个小朋友，她说比我上班累多了。
U: 确实，我一个小孩都搞不定。
A: 对了，今天同事从海南带了一箱芒果，全分给别人了，我对芒果过敏，碰都不敢碰。
U: 我记得大学那次你吃完芒果嘴肿得像香肠。
A: 别提了，那是我人生的黑历史。""",
    """2026-02-01 19:40
U: 你们公司年会开了吗？
A: 昨天开的，我终于中奖了！
U: 真的假的？抽到什么了？
A: 一台扫地机器人，正好，我家狗掉毛太厉害了。
U: 哈哈，这奖品简直是为你准备的。
A: 你过年回老家吗？
U: 回，我们绍兴那边过年可热闹了。今年还有件大事，外婆要过九十大寿。
A: 九十岁！老人家身体真好。哪天办？
U: 农历二月初八，全家都要回去，我妈已经开始订酒席了。
A: 替我祝外婆生日快乐。
U: 一定带到。你过年回家吗？
A: 回，初二就得回北京，项目赶着上线。""",
    """2026-02-14 22:15
U: 情人节快乐，在老家快闲出病来了。
A: 同乐。在家都干嘛呢？
U: 吃了睡睡了吃，然后跟我妈一起追剧，最近在看《繁花》。
A: 那个我也听说了，王家卫拍的对吧？
U: 对，上海话版本，我妈看得比我还入迷。
A: 我这几天心情不太好，我奶奶住院了。
U: 啊，怎么了？严重吗？
A: 肺炎，年纪大了，医生说要住一两个星期观察。
U: 希望奶奶早日康复，你也别太担心。
A: 谢谢，我爸妈轮流在医院陪着。
U: 有什么需要帮忙的就说。
A: 好，等你回北京再聚。""",
    """2026-03-01 20:50
U: 好消息！科目二补考过了！
A: 恭喜恭喜！这次没压线？
U: 一把过，出来的时候腿都是软的。
A: 哈哈，我也有好消息，我升职了。
U: 快说快说！
A: 现在是项目经理了，手下管六个人。
U: 陈经理！请客！
A: 请，不过得等我考完试。我报了注册会计师，CPA考试在8月23号。
U: 你不是最讨厌考试吗？
A: 讨厌也得考啊，想以后转财务方向。
U: 佩服，我看到书就困。
A: 我也困，买了一大堆咖啡。""",
    """2026-03-15 18:30
U: 陈浩，我辞职了！
A: 啊？蓝鲸那边不干了？
U: 不干了，天天写游戏广告写到怀疑人生。下周一去青禾出版社报到，做儿童绘本编辑。
A: 这个太适合你了，你大学的时候就喜欢画画。
U: 是呀，工资少了一点，但是我开心。
A: 开心最重要。我最近也花了一笔大钱。
U: 买了什么？
A: 一辆捷安特的公路车，周末打算去骑行。
U: 你这是中年危机提前了？
A: 才不是，是为了减肥。过年胖了八斤。
U: 哈哈，那我等你瘦下来。
A: 你就等着吧。""",
    """2026-03-29 21:20
U: 新工作第二周，感觉还不错。
A: 同事好相处吗？
U: 都挺好的，主编人很温柔。你那边呢？
A: 我快被我家狗气死了，它把我新买的蓝牙耳机咬坏了。
U: 哈哈哈哈，多少钱买的？
A: 一千多，刚用了一个星期。
U: 它肯定是嫉妒耳机占了你的注意力。
A: 也许吧。你最近在忙什么？
U: 我在学尤克里里，每天晚上练半小时，手指头都疼。
A: 会弹什么了吗？
U: 只会《小星星》。对了，我和周宇4月初要去京都看樱花。
A: 真好，樱花季人肯定很多。
U: 我们打算早上五点出门拍照。
A: 记得给我带点抹茶点心。""",
    """2026-04-12 20:00
U: 陈浩！我要结婚了！
A: 什么？？周宇求婚了？
U: 对！在京都，晚上在鸭川边上，他突然单膝跪下了。
A: 天哪，太浪漫了吧！你哭了吗？
U: 哭得稀里哗啦的，旁边的日本游客都在鼓掌。
A: 恭喜恭喜！他平时看起来那么闷。
U: 他说戒指藏了三个月，每天都怕被我发现。
A: 搞建筑设计的人果然都很会规划。
U: 哈哈，他画图的时候确实一丝不苟。
A: 替我跟他说恭喜。
U: 一定。你们家小敏什么时候也有好消息？
A: 别催，我们还在攒钱。""",
    """2026-04-26 19:10
U: 你搬完家了吗？
A: 搬完了，累死。从望京搬到回龙观了，离公司远了，但房子大多了。
U: 房租多少？
A: 两居室，一个月4800，比原来还便宜一点。
U: 划算啊，狗狗终于有地方跑了。
A: 对，它现在每天在客厅里转圈。
U: 我这边婚礼的事也开始忙了，初步定在十月。
A: 这么快？酒店订好了吗？
U: 还在看，十月结婚的人特别多。
A: 需要伴郎吗？我可以。
U: 伴郎得是周宇那边的朋友，你就当我的娘家人吧。
A: 娘家人就娘家人，我负责堵门。""",
    """2026-05-10 21:45
U: 今天体检报告出来了，说我有点贫血。
A: 严重吗？要不要去看医生？
U: 不严重，医生让我多吃点红肉和菠菜。
A: 那正好，我最近学会了做红烧肉，下次做给你吃。
U: 你会做饭了？
A: 跟我妈视频学的，做了三次，终于不糊锅了。
U: 小敏肯定很高兴。
A: 她说好吃，但是我怀疑她是在鼓励我。
U: 对了，我前几天在小区门口捡了一只流浪的小橘猫，给它取名叫可乐。
A: 你家周宇同意吗？
U: 他比我还喜欢，天天抱着。
A: 哈哈，那以后我家狗和你家猫可以见面了。""",
    """2026-05-24 20:30
U: 婚礼改时间了。
A: 怎么了？
U: 十月的酒店全都订满了，所以我们决定改到明年五一。
A: 也好，时间更充裕。在北京办吗？
U: 不在北京，回我老家办，外婆说一定要在家门口看我出嫁。
A: 那我得提前买票了。
U: 嗯，到时候提前告诉你。对了，我负责的第一本书定稿了！
A: 什么书？
U: 一本绘本，讲一只怕黑的刺猬慢慢学会看星星的故事。
A: 听起来好温暖。出版了送我一本。
U: 必须的，还给你签名。
A: 那我可得好好收藏。""",
    """2026-06-14 22:00
U: 陈浩，上周我生日，周宇送了我一台拍立得。
A: 可以啊，他还挺懂你的。
U: 我已经拍了二十张可乐的照片了。
A: 哈哈，猫奴。我上周六去跑了延庆半马。
U: 真的跑完了？
A: 跑完了，1小时58分，差点没进两小时。
U: 厉害啊！骑车减肥也有效果？
A: 瘦了六斤，不过都是靠跑步。
U: 我弟弟晓峰刚考完高考，整个人都解放了。
A: 考得怎么样？
U: 他自己说还行，等成绩吧。
A: 肯定没问题，他从小就聪明。""",
    """2026-07-05 19:50
U: 晓峰的录取结果出来了，他考上浙江大学了！
A: 太棒了！学什么专业？
U: 计算机，他从初中就开始写代码。
A: 替我恭喜他，以后找他修电脑。
U: 哈哈，他肯定嫌弃你。对了，大学同学聚会定了吗？
A: 定了，7月25号，就在学校后门的蜀香园。
U: 还是那家川菜馆啊，老板还认识我们吗？
A: 肯定认识，我们当年一周去三次。
U: 你CPA复习得怎么样了？
A: 每天晚上学到十二点，头发掉了不少。
U: 加油，考完请你吃饭。
A: 一言为定。""",
]

ZH_XIAOYU_CHENHAO_QUESTIONS: list[Question] = [
    ("陈浩家的宠物叫什么名字？", ["馒头"]),
    ("晓雨收养的流浪猫叫什么？", ["可乐"]),
    ("晓雨现在在哪里上班？", ["青禾出版社", "青禾"]),
    ("晓雨考驾照时哪一科挂过？", ["科目二"]),
    ("陈浩的女朋友是做什么工作的？", ["幼儿园"]),
    ("陈浩不能吃哪种水果？", ["芒果"]),
    ("陈浩在年会上抽到了什么？", ["扫地机器人"]),
    ("晓雨的老家在哪里？", ["绍兴"]),
    ("晓雨外婆的九十大寿是哪一天？", ["农历二月初八"]),
    ("晓雨过年在老家追的是哪部剧？", ["繁花"]),
    ("陈浩的奶奶为什么住院？", ["肺炎"]),
    ("陈浩升职以后是什么职位？", ["项目经理"]),
    ("陈浩的注册会计师考试是哪天？", ["8月23号"]),
    ("陈浩买的公路车是什么牌子？", ["捷安特"]),
    ("陈浩的狗弄坏了他的什么东西？", ["蓝牙耳机"]),
    ("晓雨最近在学什么乐器？", ["尤克里里"]),
    ("晓雨和周宇什么时候去京都？", ["4月初"]),
    ("周宇是在哪里向晓雨求婚的？", ["鸭川", "京都"]),
    ("晓雨的未婚夫是做什么的？", ["建筑设计"]),
    ("陈浩现在住在哪里？", ["回龙观"]),
    ("陈浩新家的房租一个月多少钱？", ["4800"]),
    ("陈浩最近学会做什么菜了？", ["红烧肉"]),
    ("晓雨体检查出了什么问题？", ["贫血"]),
    ("晓雨的婚礼定在什么时候？", ["明年五一"]),
    ("晓雨的婚礼在哪座城市办？", ["绍兴"]),
    ("晓雨负责的第一本绘本讲的是什么动物？", ["刺猬"]),
    ("陈浩的半程马拉松成绩是多少？", ["1小时58分"]),
    ("周宇送了晓雨什么生日礼物？", ["拍立得"]),
    ("晓雨的弟弟考上了哪所大学？", ["浙江大学"]),
    ("大学同学聚会定在哪天？", ["7月25号"]),
]

ZH_SUQING_HEYUAN = [
    """2026-01-04 20:10
U: 何远，新年好！听说你辞职了？
A: 苏晴你消息好灵通。对，上个月在上海那家公司办完离职了，写了七年代码，写够了。
U: 那接下来干嘛？
A: 跟我大学室友孔凡一起去厦门开咖啡馆，他出一半钱，我出一半。
U: 哇，好酷！你们俩都懂咖啡吗？
A: 我考了咖啡师证，他负责算账。他以前在银行做风控，算账比谁都精。
U: 那挺互补的。我也有个消息，我怀孕了。
A: 真的？！恭喜恭喜！几个月了？
U: 快四个月了，预产期是5月21号。
A: 太好了，邵峰肯定高兴坏了。
U: 他高兴得睡不着，半夜起来查育儿书。
A: 哈哈，物理老师的严谨。""",
    """2026-01-17 21:00
U: 你已经搬过去了吗？
A: 到了，上周搬过来的，租了个小房子，走路十分钟就到海边。
U: 羡慕！店面找好了吗？
A: 找好了，在沙坡尾，一个老厂房改的，有个小院子。
U: 那边游客多，位置不错。名字想好了吗？
A: 还在吵，孔凡想叫一些很奇怪的名字。
U: 哈哈，我们单位年底太忙了，农商银行这边每天都在冲存款。
A: 你怀着孕还这么拼，悠着点。
U: 没办法，月底要考核。邵峰那边也忙，他带的是高三，马上要一模了。
A: 高三物理老师，那压力可不小。
U: 他现在每天晚上十点才到家。
A: 你们俩都注意身体。""",
    """2026-02-03 19:20
U: 咖啡馆名字定了吗？
A: 定了，叫“半山咖啡”，因为店在半坡上，门口要爬一段台阶。
U: 好听！什么时候开业？
A: 计划五一，赶上假期的游客。
U: 那我争取去捧场，不过到时候估计肚子很大了。
A: 你就别折腾了，我给你寄咖啡豆。哦不对，孕妇能喝咖啡吗？
U: 少喝一点没事。不过我现在最馋的不是咖啡，是酸辣粉，每天都想吃。
A: 哈哈，酸儿辣女？
U: 那都是老说法。邵峰每天下班给我带一碗。
A: 好男人。我们这边装修师傅明天进场。
U: 装修的时候盯紧一点，别被坑了。
A: 我那个合伙人天天在现场盯着，他比监理还凶。""",
    """2026-02-22 20:40
U: 过年回家了吗？
A: 回了，在家待了一周，我爸退休了，天天在家练书法。
U: 叔叔这么有雅兴啊。
A: 他说退休以后终于有时间了，家里的墙上都快挂满了。
U: 那你开业的时候让他写个招牌。
A: 好主意，他肯定乐意。你最近怎么样？
U: 挺好的，每天晚上给宝宝做胎教，听巴赫。
A: 这么高雅，宝宝以后肯定会弹钢琴。
U: 希望吧。我弟弟苏航过年没回来，他在德国读博，忙实验。
A: 他研究什么来着？
U: 电池材料，说了好几遍我也没听懂。
A: 听起来就很厉害，以后可能造电动车。""",
    """2026-03-08 21:15
U: 何远，跟你说，我们买房了！
A: 哇！恭喜！在哪儿？
U: 滨江那边，离邵峰学校近一点，9月交房。
A: 太好了，宝宝出生就有新家了。
U: 就是房贷压力大，要还三十年。
A: 慢慢来，大家都这样。我这个月底要去一趟云南。
U: 去玩吗？
A: 去看咖啡庄园，3月底出发，想找个稳定的豆子供应商。
U: 云南的咖啡这几年确实越来越好了。
A: 对，我想用国产豆子，做点不一样的。
U: 去的时候注意安全，山路不好走。
A: 放心，我室友跟我一起去。""",
    """2026-03-22 20:00
U: 装修怎么样了？
A: 别提了，预算超了一大截，水电改造比想象中贵。
U: 那怎么办？
A: 只能省别的地方，椅子买二手的。更糟心的是房东要涨租。
U: 啊？不是签了合同吗？
A: 合同只签了一年，他说续签的话从九千涨到一万一，我们也只能认了。
U: 太坑了。
A: 沙坡尾现在火了，房东都涨。你那边呢？
U: 我妈从常德过来了，说要一直待到宝宝满月。
A: 有阿姨在你轻松多了。
U: 就是她天天逼我喝汤，一天四碗。
A: 哈哈，这是亲妈的爱。""",
    """2026-04-05 19:30
U: 云南回来了？
A: 回来好几天了，最后定了保山的一个庄园，豆子特别干净，带点水果香。
U: 听着就想喝。
A: 不过有个坏消息，开业要推迟了。
U: 怎么了？
A: 消防验收没过，要改喷淋，最后定在6月18号开业。
U: 好事多磨，五一人太多反而手忙脚乱。
A: 孔凡也是这么安慰我的。好消息是我们招到第一个咖啡师了，叫小钟，才二十二岁，拉花特别漂亮。
U: 年轻人好啊，有活力。
A: 就是太爱迟到，我得慢慢磨他。
U: 我最近腰疼得厉害，晚上翻个身都难。
A: 辛苦了，快到最后阶段了，坚持一下。""",
    """2026-04-19 21:10
U: 我下周就开始休产假了。
A: 终于可以休息了！休多久？
U: 4月底开始，一共158天，加上各种假。
A: 那挺长的，好好陪宝宝。
U: 你最近怎么样？开店之外有没有别的进展？
A: 嗯……有一个。我妈给我安排了相亲。
U: 哈哈哈，然后呢？
A: 然后还挺聊得来的，她叫林悦，是个兽医，自己开了家宠物医院。
U: 那你们是要在一起了？
A: 上周正式在一起了。
U: 恭喜！开店顺便脱单，双喜临门。
A: 别到处说，我妈知道了会天天问结婚的事。""",
    """2026-05-06 20:30
U: 装修最后花了多少？
A: 全部算下来二十八万，比预算多了八万。
U: 心疼。
A: 心疼也没用，钱都花出去了，只能多卖咖啡了。
U: 你们一定能赚回来的。我们家也花了一笔，换了车。
A: 换了什么车？
U: 比亚迪海豚，电动的，以后接送宝宝方便。
A: 那个车挺可爱的，颜色选的什么？
U: 浅粉色，邵峰一开始不愿意，后来也习惯了。
A: 哈哈，物理老师开粉色小车，画面感太强了。
U: 他说只要充电便宜什么颜色都行。
A: 实用主义。""",
    """2026-05-16 23:00
U: 何远，宝宝出生了！
A: 啊？！不是还有一周吗？
U: 提前一周，5月14号凌晨出生的，是个女儿。
A: 恭喜恭喜！母女平安吗？
U: 都挺好的，六斤二两，哭声特别大。
A: 取名字了吗？
U: 小名叫小满，因为本来预产期就在小满节气前后。
A: 这名字真好听，小满小满，小得盈满。
U: 邵峰抱着她都不敢动，手一直在抖。
A: 新手爸爸都这样。等你们出了月子我去看她。
U: 好，等你来。
A: 我给宝宝准备个大红包。""",
    """2026-05-30 21:20
U: 最近忙什么？
A: 我上周去参加了一个拉花比赛，拿了第三名。
U: 厉害！第一次参赛就拿名次！
A: 运气好，前面两个都是专业选手。
U: 开业准备得怎么样？
A: 菜单定了，试饮了两周，大家最喜欢的是海盐桂花拿铁。
U: 听着就很有海边的感觉。
A: 对，桂花是林悦她外婆家种的，有一股特别的甜味。
U: 宝宝现在一天要吃八顿，我快累垮了。
A: 辛苦了，有你妈在帮忙应该好一点。
U: 她晚上帮我带，我才能睡几个小时。
A: 那就好，注意休息。""",
    """2026-06-20 20:00
U: 开业顺利吗？
A: 很顺利，第一天卖了三百多杯，小钟做得手都酸了。
U: 太好了！我寄的东西收到了吗？
A: 收到了，那个手冲壶太漂亮了，我直接摆在吧台上用。
U: 喜欢就好，本来想亲自去，但是孩子太小了。
A: 没关系，以后带她来。对了，你听说了吗，周老师退休了。
U: 我们高中的班主任周老师？
A: 对，班长组织大家凑钱送了一本相册，里面都是我们当年的照片。
U: 太有心了，我也要凑一份。
A: 我把你算进去了。
U: 谢谢，下次见面请你吃饭。
A: 好，等你来玩。""",
    """2026-07-06 21:30
U: 高考成绩出来了，邵峰班上好几个考得特别好。
A: 恭喜邵老师！他这一年没白辛苦。
U: 他高兴得请全班吃了烧烤。
A: 哈哈，好老师。闺女怎么样？
U: 会笑了，一笑我就什么都忘了。
A: 这就是当妈的快乐吧。
U: 你那边生意怎么样？
A: 周末排队，平时还行，我合伙人说再过两个月就能回本一部分。
U: 太好了，你们俩真是干成了。
A: 运气好。林悦周末也来帮忙收银。
U: 那下次去你那儿一定见见她。
A: 好，她也想见你和孩子。""",
]

ZH_SUQING_HEYUAN_QUESTIONS: list[Question] = [
    ("何远是和谁合伙开的咖啡馆？", ["孔凡"]),
    ("何远现在住在哪座城市？", ["厦门"]),
    ("何远的咖啡馆开在什么地方？", ["沙坡尾"]),
    ("何远的咖啡馆叫什么名字？", ["半山咖啡"]),
    ("苏晴在哪里上班？", ["农商银行"]),
    ("苏晴的丈夫教什么科目？", ["物理"]),
    ("何远的合伙人以前是做什么工作的？", ["风控"]),
    ("苏晴怀孕的时候最想吃什么？", ["酸辣粉"]),
    ("何远的爸爸退休以后在练什么？", ["书法"]),
    ("苏晴给宝宝做胎教时听谁的音乐？", ["巴赫"]),
    ("苏晴的弟弟在哪个国家读博士？", ["德国"]),
    ("苏晴的弟弟研究的是什么？", ["电池材料"]),
    ("何远什么时候去云南看咖啡庄园？", ["3月底"]),
    ("苏晴买的新房在哪一带？", ["滨江"]),
    ("何远的店面续签以后的月租是多少？", ["一万一"]),
    ("苏晴的妈妈是从哪里过来帮忙的？", ["常德"]),
    ("何远店里用的咖啡豆产自哪里？", ["保山"]),
    ("何远的咖啡馆最后是哪天开业的？", ["6月18号"]),
    ("何远招的第一个咖啡师叫什么？", ["小钟"]),
    ("苏晴的产假一共有多少天？", ["158天"]),
    ("苏晴的产假从什么时候开始？", ["4月底"]),
    ("何远的女朋友是做什么的？", ["兽医"]),
    ("何远的咖啡馆装修一共花了多少钱？", ["二十八万"]),
    ("苏晴家新换的是什么车？", ["海豚"]),
    ("苏晴的女儿小名叫什么？", ["小满"]),
    ("苏晴的宝宝出生时有多重？", ["六斤二两"]),
    ("苏晴原来的预产期是哪天？", ["5月21号"]),
    ("何远在拉花比赛中得了第几名？", ["第三名"]),
    ("何远店里最受欢迎的饮品是什么？", ["海盐桂花拿铁"]),
    ("苏晴送了何远什么开业礼物？", ["手冲壶"]),
]

CONVERSATIONS: list[dict[str, object]] = [
    {
        "id": "blind2-en-maya-jordan",
        "system": "A chat between Maya (user) and Jordan (assistant), friends since university.",
        "sessions": EN_MAYA_JORDAN,
        "questions": EN_MAYA_JORDAN_QUESTIONS,
    },
    {
        "id": "blind2-en-rosa-dev",
        "system": "A chat between Rosa (user) and Dev (assistant), old neighbours and friends.",
        "sessions": EN_ROSA_DEV,
        "questions": EN_ROSA_DEV_QUESTIONS,
    },
    {
        "id": "blind2-zh-xiaoyu-chenhao",
        "system": "林晓雨（user）和陈浩（assistant）是大学同学，平时在微信上聊天。",
        "sessions": ZH_XIAOYU_CHENHAO,
        "questions": ZH_XIAOYU_CHENHAO_QUESTIONS,
    },
    {
        "id": "blind2-zh-suqing-heyuan",
        "system": "苏晴（user）和何远（assistant）是高中同学，一个在杭州，一个在外地。",
        "sessions": ZH_SUQING_HEYUAN,
        "questions": ZH_SUQING_HEYUAN_QUESTIONS,
    },
]


def _session(block: str) -> list[dict[str, str]]:
    head, *lines = block.strip().splitlines()
    start = datetime.strptime(head, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
    out: list[dict[str, str]] = []
    for k, line in enumerate(lines):
        tag, text = line.split(": ", 1)
        assert tag == ("U" if k % 2 == 0 else "A"), (head, line)  # alternate, user first
        if tag == "U":
            stamp = (start + timedelta(minutes=k)).isoformat().replace("+00:00", "Z")
            out.append({"role": "user", "content": text, "timestamp": stamp})
        else:
            out.append({"role": "assistant", "content": text})
    assert 8 <= len(out) <= 16 and len(out) % 2 == 0, (head, len(out))
    return out


def build() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for conv in CONVERSATIONS:
        sessions: list[str] = conv["sessions"]  # type: ignore[assignment]
        assert 12 <= len(sessions) <= 16, conv["id"]
        messages: list[dict[str, str]] = [{"role": "system", "content": str(conv["system"])}]
        for block in sessions:
            messages.extend(_session(block))
        assert 130 <= len(messages) - 1 <= 200, (conv["id"], len(messages))
        questions = [{"question": q, "answers": a} for q, a in conv["questions"]]  # type: ignore[attr-defined]
        assert len(questions) == 30, conv["id"]
        out.append({"id": conv["id"], "messages": messages, "questions": questions})
    return out


def render() -> str:
    """The file's text: one conversation per line."""
    return "\n".join(json.dumps(c, ensure_ascii=False) for c in build()) + "\n"


if __name__ == "__main__":
    path = Path(__file__).with_name("probes_blind2.jsonl")
    path.write_text(render(), encoding="utf-8")
    print(f"wrote {path} ({len(CONVERSATIONS)} conversations)")
