/** I-485 Part 8 (general eligibility and inadmissibility grounds): its questions and instructions in Arabic. */
export const I485_ELIGIBILITY_SENTENCES_AR: Record<string, string> = {
  'General Eligibility and Inadmissibility Grounds': 'أسس الأهلية العامة وأسباب عدم القبول',
  'Have you EVER been a member of, involved in, or in any way associated with any organization, association, fund, foundation, party, club, society, or similar group in the United States or in any other location in the world including any military service':
    'هل سبق لك في أي وقت أن كنت عضوًا في أي منظمة أو جمعية أو صندوق أو مؤسسة أو حزب أو نادٍ أو رابطة أو مجموعة مماثلة، أو مشاركًا فيها أو مرتبطًا بها بأي شكل، في الولايات المتحدة أو في أي مكان آخر في العالم، بما في ذلك أي خدمة عسكرية',
  'If you answered "No," but are unsure of your answer, provide an explanation of the events and circumstances in the space provided in Part 14':
    'إذا أجبت بـ"لا" ولكنك غير متأكد من إجابتك، فقدّم شرحًا للأحداث والظروف في المساحة المتاحة في الجزء 14',
  'If you answered "Yes" to Item Number 1., complete Item Numbers 2. through 13. B. below':
    'إذا أجبت بـ"نعم" في البند 1، فأكمل البنود من 2. إلى 13. B. أدناه',
  'Have you EVER been denied admission to the United States': 'هل سبق لك في أي وقت أن رُفض قبولك في الولايات المتحدة',
  'Answer Item Numbers 14. through 86. B': 'أجب عن البنود من 14. إلى 86. B.',
  'Choose the answer that you think is correct': 'اختر الإجابة التي تراها صحيحة',
  'If you answer "Yes" to any questions (or if you answer "No," but are unsure of your answer), provide an explanation of the events and circumstances in the space provided in Part 14':
    'إذا أجبت بـ"نعم" عن أي سؤال (أو أجبت بـ"لا" ولكنك غير متأكد من إجابتك)، فقدّم شرحًا للأحداث والظروف في المساحة المتاحة في الجزء 14',
  'Have you EVER been denied a visa to the United States':
    'هل سبق لك في أي وقت أن رُفض منحك تأشيرة إلى الولايات المتحدة',
  'Have you EVER worked in the United States without authorization':
    'هل سبق لك في أي وقت أن عملت في الولايات المتحدة دون تصريح',
  'Have you EVER violated the terms or conditions of your nonimmigrant status':
    'هل سبق لك في أي وقت أن خالفت شروط أو أحكام وضعك كغير مهاجر',
  'Are you presently or have you EVER been in removal, exclusion, rescission, or deportation proceedings':
    'هل تخضع حاليًا أو سبق لك في أي وقت أن خضعت لإجراءات ترحيل أو استبعاد أو إلغاء أو إبعاد',
  'Have you EVER had a prior final order of exclusion, deportation, or removal reinstated':
    'هل سبق لك في أي وقت أن أُعيد تفعيل أمر نهائي سابق باستبعادك أو إبعادك أو ترحيلك',
  'Have you EVER held lawful permanent resident status which was later rescinded':
    'هل سبق لك في أي وقت أن حملت صفة المقيم الدائم بصفة قانونية ثم أُلغيت لاحقًا',
  'Have you EVER been granted voluntary departure by an immigration officer or an immigration judge but failed to depart within the allotted time':
    'هل سبق لك في أي وقت أن مُنحت المغادرة الطوعية من موظف هجرة أو قاضي هجرة ولكنك لم تغادر خلال المهلة المحددة',
  'Have you EVER applied for any kind of relief or protection from removal, exclusion, or deportation':
    'هل سبق لك في أي وقت أن تقدّمت بطلب أي نوع من الإعفاء أو الحماية من الترحيل أو الاستبعاد أو الإبعاد',
  'Have you EVER been a J nonimmigrant exchange visitor who was subject to the two-year foreign residence requirement':
    'هل سبق لك في أي وقت أن كنت زائر تبادل غير مهاجر بتأشيرة J خاضعًا لشرط الإقامة في بلدك لمدة سنتين',
  'If you answered "Yes" to Item Number 24. A., complete Item Numbers 24. B. through 24. C':
    'إذا أجبت بـ"نعم" في البند 24. A.، فأكمل البنود من 24. B. إلى 24. C.',
  'If you answered "No" to Item Number 24. A., skip to Item Number 25':
    'إذا أجبت بـ"لا" في البند 24. A.، فانتقل إلى البند 25',
  'Have you complied with the foreign residence requirement': 'هل استوفيت شرط الإقامة في بلدك',
  'Have you EVER been issued a final order of exclusion, deportation, or removal':
    'هل سبق لك في أي وقت أن صدر بحقك أمر نهائي بالاستبعاد أو الإبعاد أو الترحيل',
  'Have you been granted a waiver or has Department of State issued a favorable waiver recommendation letter for you':
    'هل مُنحت إعفاءً، أو أصدرت وزارة الخارجية لك خطاب توصية بالإعفاء',
  'For Item Numbers 25. through 45., you must answer "Yes" to any question that applies to you, even if your records were sealed or otherwise cleared, or even if anyone, including a judge, law enforcement officer, or attorney, told you that you no longer have a record':
    'في البنود من 25 إلى 45، يجب أن تجيب بـ"نعم" عن أي سؤال ينطبق عليك، حتى لو كانت سجلاتك مختومة أو مُسحت بأي شكل آخر، أو حتى لو أخبرك أي شخص، بمن فيهم قاضٍ أو موظف إنفاذ قانون أو محامٍ، بأنه لم يعد لديك سجل',
  'You must also answer "Yes" to the following questions whether the action or offense occurred here in the United States or anywhere else in the world':
    'ويجب أن تجيب أيضًا بـ"نعم" عن الأسئلة التالية سواء وقع الفعل أو الجرم هنا في الولايات المتحدة أو في أي مكان آخر في العالم',
  'If you answer "Yes" to Item Numbers 25. through 45., use the space provided in Part 14':
    'إذا أجبت بـ"نعم" عن البنود من 25 إلى 45، فاستخدم المساحة المتاحة في الجزء 14',
  'Additional Information to provide an explanation that includes why you were arrested, cited, detained, or charged; where you were arrested, cited, detained, or charged; when (date) the event occurred; and the outcome or disposition (for example, no charges filed, charges dismissed, jail, probation, community service)':
    'معلومات إضافية، لتقديم شرح يتضمن سبب اعتقالك أو استدعائك أو احتجازك أو توجيه الاتهام إليك، ومكان ذلك، ووقت (تاريخ) وقوع الحدث، والنتيجة أو الحكم (مثل: لم تُوجَّه تهم، أُسقطت التهم، سجن، مراقبة، خدمة مجتمعية)',
  'Have you EVER been arrested, cited, charged, or detained for any reason by any law enforcement official (including but not limited to any U.S. immigration official or any official of the U.S. armed forces or U.S. Coast Guard)':
    'هل سبق لك في أي وقت أن اعتُقلت أو استُدعيت أو وُجّه إليك اتهام أو احتُجزت لأي سبب من قِبل أي موظف إنفاذ قانون (بما في ذلك على سبيل المثال لا الحصر أي موظف هجرة أمريكي أو أي مسؤول في القوات المسلحة الأمريكية أو خفر السواحل الأمريكي)',
  'Have you EVER committed a crime of any kind (even if you were not arrested, cited, charged with, or tried for that crime)':
    'هل سبق لك في أي وقت أن ارتكبت جريمة من أي نوع (حتى لو لم تُعتقل أو تُستدعَ أو تُتّهم بها أو تُحاكم عليها)',
  'Have you EVER pled guilty to or been convicted of a crime or offense (even if the violation was subsequently expunged or sealed by a court, or if you were granted a pardon, amnesty, a rehabilitation decree, or other act of clemency)':
    'هل سبق لك في أي وقت أن أقررت بالذنب في جريمة أو جُرم أو أُدنت به (حتى لو شُطبت المخالفة لاحقًا أو خُتمت من قِبل محكمة، أو مُنحت عفوًا أو عفوًا عامًا أو قرار إعادة تأهيل أو أي إجراء رأفة آخر)',
  'If you were the beneficiary of a pardon, amnesty, a rehabilitation decree, or other act of clemency, provide documentation of that post-conviction action':
    'إذا كنت قد استفدت من عفو أو عفو عام أو قرار إعادة تأهيل أو أي إجراء رأفة آخر، فقدّم مستندات تثبت ذلك الإجراء اللاحق للإدانة',
  'Have you EVER been ordered punished by a judge or had conditions imposed on you that restrained your liberty (such as a prison sentence, suspended sentence, house arrest, parole, alternative sentencing, drug or alcohol treatment, rehabilitative programs or classes, probation, or community service)':
    'هل سبق لك في أي وقت أن أمر قاضٍ بمعاقبتك أو فُرضت عليك شروط قيّدت حريتك (مثل عقوبة السجن، أو عقوبة موقوفة التنفيذ، أو الإقامة الجبرية، أو الإفراج المشروط، أو عقوبة بديلة، أو علاج من المخدرات أو الكحول، أو برامج أو دورات إعادة تأهيل، أو المراقبة، أو الخدمة المجتمعية)',
  'Have you EVER been a defendant or the accused in a criminal proceeding (including pre-trial diversion, deferred prosecution, deferred adjudication, or any withheld adjudication)':
    'هل سبق لك في أي وقت أن كنت مدّعى عليه أو متهمًا في دعوى جنائية (بما في ذلك التحويل قبل المحاكمة، أو تأجيل الملاحقة القضائية، أو تأجيل الحكم، أو أي حكم معلّق)',
  'Have you EVER violated (or attempted or conspired to violate) any controlled substance law or regulation of a state, the United States, or a foreign country':
    'هل سبق لك في أي وقت أن خالفت (أو حاولت أو تآمرت لمخالفة) أي قانون أو لائحة تتعلق بالمواد الخاضعة للرقابة في أي ولاية أو في الولايات المتحدة أو في دولة أجنبية',
  'Have you EVER illicitly (illegally) trafficked or benefited from the trafficking of any controlled substances, such as chemicals, illegal drugs, or narcotics':
    'هل سبق لك في أي وقت أن اتجرت بطريقة غير مشروعة (غير قانونية) بأي مواد خاضعة للرقابة، مثل المواد الكيميائية أو المخدرات غير القانونية أو المواد المخدّرة، أو استفدت من الاتجار بها',
  'Have you EVER knowingly aided, abetted, assisted, conspired, or colluded in the illicit trafficking of any illegal narcotic or other controlled substances':
    'هل سبق لك في أي وقت أن ساعدت أو حرّضت أو عاونت أو تآمرت أو تواطأت عن علم في الاتجار غير المشروع بأي مخدرات غير قانونية أو مواد أخرى خاضعة للرقابة',
  'Have you EVER been convicted of two or more offenses (other than purely political offenses) for which the combined sentences to confinement were five years or more':
    'هل سبق لك في أي وقت أن أُدنت بجرمين أو أكثر (غير الجرائم السياسية البحتة) بلغ مجموع عقوبات الحبس فيها خمس سنوات أو أكثر',
  'Are you the spouse, son, or daughter of a foreign national who illicitly trafficked or aided (or otherwise abetted, assisted, conspired, or colluded) in the illicit trafficking of a controlled substance, such as chemicals, illegal drugs, or narcotics and you obtained, within the last five years, any financial or other benefit from the illegal activity of your spouse or parent, although you knew or reasonably should have known that the financial or other benefit resulted from the illicit activity of your spouse or parent':
    'هل أنت زوج/زوجة أو ابن/ابنة لمواطن أجنبي اتجر بطريقة غير مشروعة بمادة خاضعة للرقابة، مثل المواد الكيميائية أو المخدرات غير القانونية أو المواد المخدّرة، أو ساعد في ذلك (أو حرّض عليه أو عاون فيه أو تآمر أو تواطأ فيه بأي شكل آخر)، وحصلت خلال السنوات الخمس الماضية على أي منفعة مالية أو غيرها من النشاط غير القانوني لزوجك/زوجتك أو والدك/والدتك، مع أنك كنت تعلم أو كان ينبغي لك بشكل معقول أن تعلم أن تلك المنفعة ناتجة عن ذلك النشاط غير المشروع',
  'Have you EVER engaged in prostitution or are you coming to the United States to engage in prostitution':
    'هل سبق لك في أي وقت أن مارست الدعارة، أو هل أنت قادم إلى الولايات المتحدة لممارستها',
  'Have you EVER directly or indirectly procured (or attempted to procure) or imported prostitutes or persons for the purpose of prostitution':
    'هل سبق لك في أي وقت أن قمت، بشكل مباشر أو غير مباشر، بتوفير (أو محاولة توفير) أو استقدام أشخاص لغرض الدعارة',
  'Have you EVER received any proceeds or money from prostitution':
    'هل سبق لك في أي وقت أن تلقيت أي عائدات أو أموال من الدعارة',
  'Do you intend to engage in illegal gambling or any other form of commercialized vice, such as prostitution, bootlegging, or the sale of child pornography, while in the United States':
    'هل تنوي ممارسة القمار غير القانوني أو أي شكل آخر من أشكال الرذيلة التجارية، مثل الدعارة أو تهريب الخمور أو بيع المواد الإباحية المتعلقة بالأطفال، أثناء وجودك في الولايات المتحدة',
  'Have you EVER exercised immunity (diplomatic or otherwise) to avoid being prosecuted for a criminal offense in the United States':
    'هل سبق لك في أي وقت أن تمسّكت بالحصانة (الدبلوماسية أو غيرها) لتفادي الملاحقة القضائية عن جريمة جنائية في الولايات المتحدة',
  'Have you EVER, while serving as a foreign government official, been responsible for or directly carried out violations of religious freedoms':
    'هل سبق لك في أي وقت، أثناء عملك مسؤولًا في حكومة أجنبية، أن كنت مسؤولًا عن انتهاكات للحرية الدينية أو ارتكبتها مباشرة',
  'Have you EVER induced by force, fraud, or coercion (or otherwise been involved in) the trafficking of persons for commercial sex acts':
    'هل سبق لك في أي وقت أن دفعت بالقوة أو الاحتيال أو الإكراه إلى الاتجار بالأشخاص لأغراض جنسية تجارية (أو شاركت في ذلك بأي شكل آخر)',
  'Have you EVER trafficked a person into involuntary servitude, peonage, debt bondage, or slavery':
    'هل سبق لك في أي وقت أن اتجرت بشخص لإخضاعه للعبودية القسرية أو السخرة أو عبودية الدين أو الرق',
  'Trafficking includes recruiting, harboring, transporting, providing, or obtaining a person for labor or services through the use of force, fraud, or coercion':
    'يشمل الاتجار تجنيد شخص أو إيواءه أو نقله أو توفيره أو الحصول عليه للعمل أو الخدمات باستخدام القوة أو الاحتيال أو الإكراه',
  'Have you EVER knowingly aided, abetted, assisted, conspired, or colluded with others in trafficking persons for commercial sex acts or involuntary servitude, peonage, debt bondage, or slavery':
    'هل سبق لك في أي وقت أن ساعدت أو حرّضت أو عاونت أو تآمرت أو تواطأت عن علم مع آخرين في الاتجار بالأشخاص لأغراض جنسية تجارية أو للعبودية القسرية أو السخرة أو عبودية الدين أو الرق',
  'Are you the spouse, son or daughter of a foreign national who engaged in the trafficking of persons and have received or obtained, within the last five years, any financial or other benefits from the illicit activity of your spouse or your parent, although you knew or reasonably should have known that this benefit resulted from the illicit activity of your spouse or parent':
    'هل أنت زوج/زوجة أو ابن/ابنة لمواطن أجنبي شارك في الاتجار بالأشخاص، وتلقيت أو حصلت خلال السنوات الخمس الماضية على أي منفعة مالية أو غيرها من النشاط غير المشروع لزوجك/زوجتك أو والدك/والدتك، مع أنك كنت تعلم أو كان ينبغي لك بشكل معقول أن تعلم أن هذه المنفعة ناتجة عن ذلك النشاط غير المشروع',
  'Have you EVER engaged in money laundering or have you EVER knowingly aided, assisted, conspired, or colluded with others in money laundering or do you seek to enter the United States to engage in such activity':
    'هل سبق لك في أي وقت أن مارست غسل الأموال، أو ساعدت أو عاونت أو تآمرت أو تواطأت عن علم مع آخرين في غسل الأموال، أو هل تسعى إلى دخول الولايات المتحدة لممارسة هذا النشاط',
  'Engage in any activity that violates or evades any law relating to espionage (including spying) or sabotage in the United States':
    'الانخراط في أي نشاط ينتهك أو يتحايل على أي قانون يتعلق بالتجسس أو التخريب في الولايات المتحدة',
  'Engage in any activity in the United States that violates or evades any law prohibiting the export from the United States of goods, technology, or sensitive information':
    'الانخراط في أي نشاط في الولايات المتحدة ينتهك أو يتحايل على أي قانون يحظر تصدير السلع أو التكنولوجيا أو المعلومات الحساسة من الولايات المتحدة',
  'Engage in any activity whose purpose includes opposing, controlling, or overthrowing the U.S. Government by force, violence, or other unlawful means while in the United States':
    'الانخراط في أي نشاط يشمل غرضه معارضة حكومة الولايات المتحدة أو السيطرة عليها أو الإطاحة بها بالقوة أو العنف أو غير ذلك من الوسائل غير المشروعة أثناء وجودك في الولايات المتحدة',
  'Engage in any activity that could endanger the welfare, safety, or security of the United States':
    'الانخراط في أي نشاط قد يعرّض رفاه الولايات المتحدة أو سلامتها أو أمنها للخطر',
  'Engage in any other unlawful activity': 'الانخراط في أي نشاط آخر غير مشروع',
  'Are you engaged in or, upon your entry into the United States, do you intend to engage in any activity that could have potentially serious adverse foreign policy consequences for the United States':
    'هل تنخرط، أو تنوي عند دخولك الولايات المتحدة الانخراط، في أي نشاط قد تكون له عواقب سلبية خطيرة محتملة على السياسة الخارجية للولايات المتحدة',
  'Committed, threatened to commit, attempted to commit, conspired to commit, incited, endorsed, advocated, planned, or prepared any of the following: hijacking, sabotage, kidnapping, political assassination, or use of a weapon or explosive to harm another individual or cause substantial damage to property':
    'ارتكبت أو هدّدت بارتكاب أو حاولت ارتكاب أو تآمرت لارتكاب أو حرّضت على أو أيّدت أو دعوت إلى أو خطّطت أو أعددت لأي مما يلي: اختطاف وسيلة نقل، أو تخريب، أو اختطاف أشخاص، أو اغتيال سياسي، أو استخدام سلاح أو متفجرات لإيذاء شخص آخر أو إلحاق أضرار جسيمة بالممتلكات',
  'Participated in, or been a member of, a group or organization that did any of the activities described in Item Number 48. A.':
    'شاركت في مجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 48. A. أو كنت عضوًا فيها',
  'Have you EVER received any type of military, paramilitary, or weapons training':
    'هل سبق لك في أي وقت أن تلقيت أي نوع من التدريب العسكري أو شبه العسكري أو التدريب على الأسلحة',
  'Recruited members or asked for money or things of value for a group or organization that did any of the activities described in Item Number 48. A.':
    'جنّدت أعضاءً أو طلبت أموالًا أو أشياء ذات قيمة لمجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 48. A.',
  'Provided money, a thing of value, services or labor, or any other assistance or support for any of the activities described in Item Number 48. A.':
    'قدّمت أموالًا أو شيئًا ذا قيمة أو خدمات أو عملًا أو أي مساعدة أو دعم آخر لأي من الأنشطة الموصوفة في البند 48. A.',
  'Do you intend to engage in any of the activities listed in any part of Item Numbers 48.a. through 49.':
    'هل تنوي الانخراط في أي من الأنشطة المذكورة في أي جزء من البنود من 48.a. إلى 49.',
  'Provided money, a thing of value, services or labor, or any other assistance or support for an individual, group, or organization who did any of the activities described in Item Number 48. A.':
    'قدّمت أموالًا أو شيئًا ذا قيمة أو خدمات أو عملًا أو أي مساعدة أو دعم آخر لفرد أو مجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 48. A.',
  'If you answered "Yes" to any part of Item Numbers 46. A. through 50., explain what you did, including the dates and location of the circumstances, or what you intend to do in the space provided in Part 14':
    'إذا أجبت بـ"نعم" عن أي جزء من البنود من 46. A. إلى 50.، فاشرح ما فعلته، بما في ذلك تواريخ الظروف وأماكنها، أو ما تنوي فعله، في المساحة المتاحة في الجزء 14',
  'Are you the spouse or child of an individual who EVER': 'هل أنت زوج/زوجة أو ابن/ابنة لشخص سبق له في أي وقت أن',
  'Participated in, or been a member or a representative of a group or organization that did any of the activities described in Item Number 51. A.':
    'شارك في مجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 51. A.، أو كان عضوًا أو ممثلًا فيها',
  'Recruited members, or asked for money or things of value, for a group or organization that did any of the activities described in Item Number 51. A.':
    'جنّد أعضاءً أو طلب أموالًا أو أشياء ذات قيمة لمجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 51. A.',
  'Provided money, a thing of value, services or labor, or any other assistance or support for any of the activities described in Item Number 51. A.':
    'قدّم أموالًا أو شيئًا ذا قيمة أو خدمات أو عملًا أو أي مساعدة أو دعم آخر لأي من الأنشطة الموصوفة في البند 51. A.',
  'Provided money, a thing of value, services or labor, or any other assistance or support to an individual, group, or organization who did any of the activities described in Item Number 51. A.':
    'قدّم أموالًا أو شيئًا ذا قيمة أو خدمات أو عملًا أو أي مساعدة أو دعم آخر لفرد أو مجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 51. A.',
  'Received any type of military, paramilitary, or weapons training from a group or organization that did any of the activities described in Item Number 51. A.':
    'تلقّى أي نوع من التدريب العسكري أو شبه العسكري أو التدريب على الأسلحة من مجموعة أو منظمة قامت بأي من الأنشطة الموصوفة في البند 51. A.',
  'If you answered "Yes" to any part of Item Number 51., explain the relationship and what occurred, including the dates and location of the circumstances, in the space provided in Part 14':
    'إذا أجبت بـ"نعم" عن أي جزء من البند 51، فاشرح صلة القرابة وما حدث، بما في ذلك تواريخ الظروف وأماكنها، في المساحة المتاحة في الجزء 14',
  'Have you EVER assisted or participated in selling, providing, or transporting weapons to any person who, to your knowledge, used them against another person':
    'هل سبق لك في أي وقت أن ساعدت أو شاركت في بيع أسلحة أو توفيرها أو نقلها إلى أي شخص استخدمها، على حد علمك، ضد شخص آخر',
  'Have you EVER worked, volunteered, or otherwise served in any prison, jail, prison camp, detention facility, labor camp, or any other situation that involved detaining persons':
    'هل سبق لك في أي وقت أن عملت أو تطوعت أو خدمت بأي شكل آخر في أي سجن أو معتقل أو معسكر سجن أو مرفق احتجاز أو معسكر عمل، أو في أي وضع آخر تضمّن احتجاز أشخاص',
  'Have you EVER been a member of, assisted, or participated in any group, unit, or organization of any kind in which you or other persons used any type of weapon against any person or threatened to do so':
    'هل سبق لك في أي وقت أن كنت عضوًا في أي مجموعة أو وحدة أو منظمة من أي نوع استخدمت فيها أنت أو أشخاص آخرون أي نوع من الأسلحة ضد أي شخص أو هددوا باستخدامها، أو ساعدتها أو شاركت فيها',
  'Have you EVER served in, been a member of, assisted, or participated in any military unit, paramilitary unit, police unit, self-defense unit, vigilante unit, rebel group, guerilla group, militia, insurgent organization, or any other armed group':
    'هل سبق لك في أي وقت أن خدمت في أي وحدة عسكرية أو شبه عسكرية أو وحدة شرطة أو وحدة دفاع ذاتي أو مجموعة أهلية مسلحة أو جماعة متمردة أو جماعة حرب عصابات أو ميليشيا أو منظمة متمردة أو أي جماعة مسلحة أخرى، أو كنت عضوًا فيها أو ساعدتها أو شاركت فيها',
  'Have you EVER been a member of, or in any way affiliated with, the Communist Party or any other totalitarian party (in the United States or abroad)':
    'هل سبق لك في أي وقت أن كنت عضوًا في الحزب الشيوعي أو أي حزب شمولي آخر، أو منتسبًا إليه بأي شكل (في الولايات المتحدة أو في الخارج)',
  'During the period from March 23, 1933 to May 8, 1945, did you ever order, incite, assist, or otherwise participate in the persecution of any person because of race, religion, national origin, or political opinion, in association with either the Nazi government of Germany or any organization or government associated or allied with the Nazi government of Germany':
    'خلال الفترة من 23 مارس 1933 إلى 8 مايو 1945، هل سبق لك أن أمرت أو حرّضت أو ساعدت أو شاركت بأي شكل آخر في اضطهاد أي شخص بسبب العرق أو الدين أو الأصل القومي أو الرأي السياسي، بالارتباط مع الحكومة النازية في ألمانيا أو أي منظمة أو حكومة مرتبطة بها أو متحالفة معها',
  'Have you EVER used any person under 15 years of age to take part in hostilities, or to help or provide services to people in combat':
    'هل سبق لك في أي وقت أن استخدمت أي شخص دون سن 15 عامًا للمشاركة في أعمال قتالية، أو لمساعدة المقاتلين أو تقديم خدمات لهم',
  "Limiting or denying any person's ability to exercise religious beliefs":
    'تقييد قدرة أي شخص على ممارسة معتقداته الدينية أو حرمانه منها',
  'Acts involving torture or genocide': 'أفعال تنطوي على التعذيب أو الإبادة الجماعية',
  'Killing any person': 'قتل أي شخص',
  'Intentionally and severely injuring any person': 'إيذاء أي شخص إيذاءً متعمدًا وجسيمًا',
  'Engaging in any kind of sexual contact or relations with any person who did not consent or was unable to consent, or was being forced or threatened':
    'ممارسة أي نوع من الاتصال أو العلاقات الجنسية مع أي شخص لم يوافق أو لم يكن قادرًا على الموافقة أو كان مُكرهًا أو مُهددًا',
  'Have you EVER recruited, enlisted, conscripted, or used any person under 15 years of age to serve in or help an armed force or group':
    'هل سبق لك في أي وقت أن جنّدت أو ألحقت أو استدعيت للخدمة الإلزامية أو استخدمت أي شخص دون سن 15 عامًا للخدمة في قوة أو جماعة مسلحة أو لمساعدتها',
  'Are you subject to the public charge ground of inadmissibility under INA section 212 (a)(4)':
    'هل تخضع لسبب عدم القبول المتعلق بالعبء العام بموجب المادة 212(a)(4) من قانون الهجرة والجنسية',
  'Indicate your annual household income': 'حدّد دخل أسرتك المعيشية السنوي',
  'Identify the total value of your household assets': 'حدّد القيمة الإجمالية لأصول أسرتك المعيشية',
  'Have you ever received Supplemental Security Income (SSI), Temporary Assistance for Needy Families (TANF), or State, Tribal, territorial, or local, cash benefit programs for income maintenance (often called "General Assistance" in the State context, but which also exist under other names)':
    'هل سبق لك أن تلقيت دخل الضمان التكميلي (SSI)، أو المساعدة المؤقتة للأسر المحتاجة (TANF)، أو برامج الإعانات النقدية لإعالة الدخل التابعة للولاية أو القبيلة أو الإقليم أو السلطة المحلية (وتُسمّى غالبًا "المساعدة العامة" على مستوى الولاية، ولها أسماء أخرى أيضًا)',
  '65 Identify the total value of your household liabilities (including both secured and unsecured liabilities)':
    '65. حدّد القيمة الإجمالية لالتزامات أسرتك المعيشية (بما في ذلك الالتزامات المضمونة وغير المضمونة)',
  'What is the highest degree or level of school you have completed': 'ما أعلى درجة علمية أو مستوى دراسي أكملته',
  'List your certifications, licenses, skills obtained through work experience, and educational certificates':
    'اذكر شهاداتك المهنية، وتراخيصك، والمهارات التي اكتسبتها من خبرة العمل، وشهاداتك التعليمية',
  'Have you ever received long-term institutionalization at government expense':
    'هل سبق لك أن أُودعت في مؤسسة لفترة طويلة على نفقة الحكومة',
  'If your answer to Item Number 68.b. is "Yes," list the name, city, and state for each institution, the start and end dates of each period of institutionalization, and the reason you were institutionalized':
    'إذا كانت إجابتك في البند 68.b. "نعم"، فاذكر اسم كل مؤسسة ومدينتها وولايتها، وتاريخي بداية كل فترة إيداع ونهايتها، وسبب إيداعك',
  'If your answer to Item Number 68.a. is "Yes," list the specific benefit(s) you received, the start and end dates of each period of receipt, and the dollar amount of benefits received':
    'إذا كانت إجابتك في البند 68.a. "نعم"، فاذكر الإعانات المحددة التي تلقيتها، وتاريخي بداية كل فترة تلقٍّ ونهايتها، ومبلغ الإعانات التي تلقيتها بالدولار',
  'For more than 180 days but less than a year, and then departed the United States':
    'لأكثر من 180 يومًا ولكن أقل من سنة، ثم غادرت الولايات المتحدة',
  'For one year or more and then departed the United States': 'لمدة سنة أو أكثر ثم غادرت الولايات المتحدة',
  'Have you EVER been excluded, deported, or removed from the United States or have you ever departed the United States on your own after having been ordered excluded, deported, or removed from the United States':
    'هل سبق لك في أي وقت أن استُبعدت أو أُبعدت أو رُحّلت من الولايات المتحدة، أو غادرت الولايات المتحدة من تلقاء نفسك بعد صدور أمر باستبعادك أو إبعادك أو ترحيلك منها',
  'Having been unlawfully present in the United States for more than one year in the aggregate':
    'بعد أن كنت موجودًا في الولايات المتحدة بصورة غير قانونية لأكثر من سنة في المجموع',
  'Having been deported, excluded, or removed from the United States':
    'بعد أن أُبعدت أو استُبعدت أو رُحّلت من الولايات المتحدة',
  'Do you plan to practice polygamy in the United States': 'هل تعتزم ممارسة تعدد الزوجات في الولايات المتحدة',
  'Are you accompanying another foreign national who requires your protection or guardianship but who is inadmissible after being certified by a medical officer as being helpless from sickness, physical or mental disability, or infancy, as described in I N A. section 2 32(c)':
    'هل ترافق مواطنًا أجنبيًا آخر يحتاج إلى حمايتك أو وصايتك ولكنه غير مقبول بعد أن شهد طبيب مختص بأنه عاجز بسبب المرض أو الإعاقة الجسدية أو العقلية أو صغر السن، وفق ما تنص عليه المادة 232(c) من قانون الهجرة والجنسية',
  'Have you EVER assisted in detaining, retaining, or withholding custody of a U.S. citizen child outside the United States from a U.S. citizen who has been granted custody of the child':
    'هل سبق لك في أي وقت أن ساعدت في احتجاز طفل يحمل الجنسية الأمريكية أو إبقائه أو حجب حضانته خارج الولايات المتحدة عن مواطن أمريكي مُنح حضانة الطفل',
  'Have you EVER voted in violation of any Federal, state, or local constitutional provision, statute, ordinance, or regulation in the United States':
    'هل سبق لك في أي وقت أن صوّتَّ في الولايات المتحدة بما يخالف أي حكم دستوري أو قانون أو مرسوم أو لائحة فيدرالية أو على مستوى الولاية أو على المستوى المحلي',
  'Have you EVER renounced U.S. citizenship to avoid being taxed by the United States':
    'هل سبق لك في أي وقت أن تخليت عن الجنسية الأمريكية لتفادي الضرائب في الولايات المتحدة',
  'Are you under a final order of civil penalty for violating I N A. section 2 74 C for use of fraudulent documents':
    'هل يخضع بحقك أمر نهائي بغرامة مدنية لمخالفة المادة 274C من قانون الهجرة والجنسية بسبب استخدام مستندات مزوّرة',
  'Have you EVER been a stowaway on a vessel or aircraft arriving in the United States':
    'هل سبق لك في أي وقت أن كنت متسللًا على متن سفينة أو طائرة قادمة إلى الولايات المتحدة',
  'Have you EVER knowingly encouraged, induced, assisted, abetted, or aided any foreign national to enter or to try to enter the United States illegally (alien smuggling)':
    'هل سبق لك في أي وقت أن شجّعت أو دفعت أو ساعدت أو حرّضت أو عاونت عن علم أي مواطن أجنبي على دخول الولايات المتحدة أو محاولة دخولها بصورة غير قانونية (تهريب الأجانب)',
  'Have you EVER falsely claimed to be a U.S. citizen (in writing or any other way)':
    'هل سبق لك في أي وقت أن ادّعيت زورًا أنك مواطن أمريكي (كتابةً أو بأي طريقة أخرى)',
  'Have you EVER failed or refused to attend or to remain in attendance at any removal proceeding filed against you on or after April 1, 1997':
    'هل سبق لك في أي وقت أن تخلّفت عن حضور أي إجراءات ترحيل رُفعت ضدك في 1 أبريل 1997 أو بعده، أو رفضت حضورها أو البقاء فيها',
  'If your answer to Item Number 69. A. is "Yes," do you believe you had reasonable cause':
    'إذا كانت إجابتك في البند 69. A. "نعم"، فهل تعتقد أنه كان لديك سبب معقول',
  'Have you EVER submitted fraudulent or counterfeit documentation to any U.S. Government official to obtain or attempt to obtain any immigration benefit, including a visa or entry into the United States':
    'هل سبق لك في أي وقت أن قدّمت مستندات مزوّرة أو مزيّفة إلى أي مسؤول في الحكومة الأمريكية للحصول أو محاولة الحصول على أي منفعة هجرية، بما في ذلك تأشيرة أو دخول إلى الولايات المتحدة',
  'Have you EVER lied about, concealed, or misrepresented any information on an application or petition to obtain a visa, other documentation required for entry into the United States, admission to the United States, or any other kind of immigration benefit':
    'هل سبق لك في أي وقت أن كذبت بشأن أي معلومات أو أخفيتها أو حرّفتها في طلب أو التماس للحصول على تأشيرة، أو على مستندات أخرى لازمة لدخول الولايات المتحدة، أو للقبول فيها، أو على أي نوع آخر من المنافع الهجرية',
  'Have you EVER entered the United States without being inspected and admitted or paroled':
    'هل سبق لك في أي وقت أن دخلت الولايات المتحدة دون أن تخضع للتفتيش وتُقبل أو يُؤذن لك بالدخول المشروط',
  'Applied for exemption or discharge from training or service in the U.S. armed forces or in the U.S. National Security Training Corps on the ground that you are a foreign national':
    'تقدّمت بطلب إعفاء أو تسريح من التدريب أو الخدمة في القوات المسلحة الأمريكية أو في هيئة التدريب على الأمن الوطني الأمريكية على أساس أنك مواطن أجنبي',
  'Been relieved or discharged from such training or service on the ground that you are a foreign national':
    'أُعفيت أو سُرّحت من هذا التدريب أو هذه الخدمة على أساس أنك مواطن أجنبي',
  'Been convicted of desertion from the U.S. armed forces': 'أُدنت بالفرار من الخدمة في القوات المسلحة الأمريكية',
  'If your answer to Item Number 86. A. is "Yes," Enter your nationality or immigration status immediately before you left (for example, U.S. citizen or national, lawful permanent resident, nonimmigrant, parolee, present without admission or parole, or any other status)':
    'إذا كانت إجابتك في البند 86. A. "نعم"، فأدخل جنسيتك أو وضعك في الهجرة مباشرة قبل مغادرتك (مثل: مواطن أو من رعايا الولايات المتحدة، مقيم دائم بصفة قانونية، غير مهاجر، حاصل على إذن دخول مشروط، موجود دون قبول أو إذن دخول مشروط، أو أي وضع آخر)',
  'Have you EVER left or remained outside the United States to avoid or evade training or service in the U.S. armed forces in time of war or a period declared by the President to be a national emergency':
    'هل سبق لك في أي وقت أن غادرت الولايات المتحدة أو بقيت خارجها لتفادي التدريب أو الخدمة في القوات المسلحة الأمريكية أو التهرب منهما في وقت الحرب أو خلال فترة أعلنها الرئيس حالة طوارئ وطنية',
};
