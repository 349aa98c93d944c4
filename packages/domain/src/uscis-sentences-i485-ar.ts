/** I-485's section titles and label sentences outside Part 8 that do not decompose into glossary terms. */
export const I485_SENTENCES_AR: Record<string, string> = {
  'Select V A. W A. self-petitioner, Form I - 3 60':
    'اختر مقدّم التماس ذاتي بموجب قانون مكافحة العنف ضد المرأة (VAWA)، Form I-360',
  'Information About You (Person applying for lawful permanent residence)':
    'معلومات عنك (الشخص المتقدّم بطلب الإقامة الدائمة القانونية)',
  'If you need extra space to complete this section, use the space provided in Part 14':
    'إذا احتجت إلى مساحة إضافية لإكمال هذا القسم، فاستخدم المساحة المتاحة في الجزء 14',
  'In addition to providing your actual date of birth, include any other dates of birth you have used in connection with any legal names or non-legal names in the space provided in Part 14':
    'إضافةً إلى تاريخ ميلادك الفعلي، اذكر أي تواريخ ميلاد أخرى استخدمتها مع أي أسماء قانونية أو غير قانونية في المساحة المتاحة في الجزء 14',
  'If you have EVER used other A. Numbers, include the additional A. Numbers in the space provided in Part 14':
    'إذا سبق أن استخدمت أرقامًا أجنبية (A-Number) أخرى، فاذكرها في المساحة المتاحة في الجزء 14',
  'Information About You (individual applying for lawful permanent residence)':
    'معلومات عنك (الفرد المتقدّم بطلب الإقامة الدائمة القانونية)',
  'Has the Social Security Administration (SSA) ever officially issued a Social Security card to you':
    'هل سبق أن أصدرت لك إدارة الضمان الاجتماعي (SSA) بطاقة ضمان اجتماعي بصفة رسمية',
  'If you answered "Yes," provide the information requested in Item Number 16':
    'إذا أجبت بـ"نعم"، فقدّم المعلومات المطلوبة في البند 16',
  'Provide your U.S. Social Security Number (SSN)': 'قدّم رقم الضمان الاجتماعي الأمريكي الخاص بك',
  '9 digit social security number': 'رقم الضمان الاجتماعي المكوّن من 9 أرقام',
  'Do you want the SSA to issue you a Social Security card':
    'هل تريد أن تصدر لك إدارة الضمان الاجتماعي (SSA) بطاقة ضمان اجتماعي',
  '(You must also answer "Yes" to Item Number 18. Consent for Disclosure, to receive a card)':
    '(يجب أن تجيب أيضًا بـ"نعم" في البند 18، الموافقة على الإفصاح، لتتسلّم البطاقة)',
  'Consent for Disclosure': 'الموافقة على الإفصاح',
  'I authorize disclosure of information from this application to the SSA as required for the purpose of assigning me an SSN and issuing me a Social Security Card':
    'أأذن بالإفصاح عن معلومات من هذا الطلب لإدارة الضمان الاجتماعي (SSA) بالقدر اللازم لتخصيص رقم ضمان اجتماعي لي وإصدار بطاقة ضمان اجتماعي لي',
  'Provide the information for Item Numbers 18. through 24. if you last entered the United States using a passport or travel document':
    'قدّم المعلومات في البنود من 18 إلى 24 إذا كنت قد دخلت الولايات المتحدة آخر مرة بجواز سفر أو وثيقة سفر',
  'Was inspected at a port of entry and admitted as (for example, exchange visitor; visitor, waived through; temporary worker; student)':
    'خضعت للتفتيش في منفذ دخول وقُبلت بصفة (مثل: زائر تبادل؛ زائر؛ سُمح بالمرور؛ عامل مؤقت؛ طالب)',
  'Was inspected at a port of entry and paroled as (for example, humanitarian parole, Cuban parole)':
    'خضعت للتفتيش في منفذ دخول ودخلت بإذن مشروط بصفة (مثل: إذن مشروط لأسباب إنسانية، إذن مشروط للكوبيين)',
  'Came into the United States without admission or parole': 'دخلت الولايات المتحدة دون قبول ودون إذن مشروط',
  'What is your current immigration status (if it has changed since your arrival)':
    'ما وضعك الحالي في الهجرة (إن تغيّر منذ وصولك)',
  'Application Type or Filing Category': 'نوع الطلب أو فئة التقديم',
  'Family-based': 'على أساس عائلي',
  'Immediate relative of a U.S. citizen, Form I - 1 30': 'قريب مباشر لمواطن أمريكي، Form I-130',
  'Other relative of a U.S. citizen or relative of a lawful permanent resident under the family-based preference categories, Form I - 1 30':
    'قريب آخر لمواطن أمريكي أو قريب لمقيم دائم بصفة قانونية ضمن فئات الأفضلية العائلية، Form I-130',
  'Person admitted to the United States as a fiancé(e) or child of a fiancé(e) of a U.S. citizen, Form I - 1 29 F (K-1 / K-2 Nonimmigrant)':
    'شخص قُبل في الولايات المتحدة بصفة خطيب/خطيبة لمواطن أمريكي أو ابن/ابنة الخطيب/الخطيبة، Form I-129F (تأشيرة غير مهاجر K-1 / K-2)',
  'Widow or widower of a U.S. citizen, Form I - 3 60': 'أرمل/أرملة مواطن أمريكي، Form I-360',
  'Employment-based': 'على أساس العمل',
  'Alien entrepreneur, Form I - 5 26': 'مستثمر أجنبي، Form I-526',
  'Alien worker, Form I - 1 40': 'عامل أجنبي، Form I-140',
  'Special Immigrant': 'مهاجر خاص',
  'Religious worker, Form I - 3 60': 'عامل ديني، Form I-360',
  'Certain Afghan or Iraqi National, Form I-360 or Form DS-157':
    'بعض المواطنين الأفغان أو العراقيين، Form I-360 أو Form DS-157',
  'Special immigrant juvenile, Form I - 3 60': 'حدث مهاجر خاص، Form I-360',
  'Certain G-4 international organization or family member or NATO-6 employee or family member, Form I - 3 60':
    'بعض موظفي المنظمات الدولية من فئة G-4 أو أفراد أسرهم، أو موظفي NATO-6 أو أفراد أسرهم، Form I-360',
  'Certain international broadcaster, Form I - 3 60': 'بعض العاملين في البث الدولي، Form I-360',
  'Asylee or Refugee': 'حاصل على اللجوء أو لاجئ',
  'Refugee status (I N A. section 2 0 7), Form I - 5 90 or Form I - 7 30':
    'وضع اللاجئ (المادة 207 من قانون الهجرة والجنسية)، Form I-590 أو Form I-730',
  'Asylum status (I N A. section 2 0 8), Form I - 5 89 or Form I - 7 30':
    'وضع اللجوء (المادة 208 من قانون الهجرة والجنسية)، Form I-589 أو Form I-730',
  'Human Trafficking Victim or Crime Victim': 'ضحية اتجار بالبشر أو ضحية جريمة',
  'Human trafficking victim (T Nonimmigrant), Form I - 9 14 or derivative family member, Form I - 9 14 A':
    'ضحية اتجار بالبشر (تأشيرة غير مهاجر T)، Form I-914، أو فرد أسرة تابع، Form I-914A',
  'Crime victim (U Nonimmigrant), Form I - 9 18, derivative family member, Form I - 9 18 A., or qualifying family member, Form I - 9 29':
    'ضحية جريمة (تأشيرة غير مهاجر U)، Form I-918، أو فرد أسرة تابع، Form I-918A، أو فرد أسرة مؤهل، Form I-929',
  'Special Programs Based on Certain Public Laws': 'برامج خاصة بموجب قوانين عامة معيّنة',
  'Dependent status under the Haitian Refugee Immigrant Fairness Act':
    'وضع التابع بموجب قانون الإنصاف للمهاجرين اللاجئين الهايتيين',
  'Lautenberg Parolees': 'المستفيدون من الإذن المشروط بموجب تعديل لوتنبرغ',
  'Diplomats or high ranking officials unable to return home (Section 13 of the Act of September 11, 1957)':
    'دبلوماسيون أو مسؤولون رفيعو المستوى لا يستطيعون العودة إلى بلدهم (المادة 13 من قانون 11 سبتمبر 1957)',
  'Dependent status under the Haitian Refugee Immigrant Fairness Act for battered spouses and children':
    'وضع التابع بموجب قانون الإنصاف للمهاجرين اللاجئين الهايتيين للأزواج والأطفال المعنَّفين',
  'Indochinese Parole Adjustment Act of 2000': 'قانون تعديل وضع المفرَج عنهم مشروطًا من الهند الصينية لعام 2000',
  'The Cuban Adjustment Act': 'قانون تعديل وضع الكوبيين',
  'The Cuban Adjustment Act for battered spouses and children': 'قانون تعديل وضع الكوبيين للأزواج والأطفال المعنَّفين',
  'Additional Options': 'خيارات إضافية',
  'Continuous residence in the United States since before January 1, 1972 ("Registry")':
    'الإقامة المتصلة في الولايات المتحدة منذ ما قبل 1 يناير 1972 ("السجل")',
  'Individual born in the United States under diplomatic status': 'فرد وُلد في الولايات المتحدة في ظل وضع دبلوماسي',
  'Diversity Visa program': 'برنامج تأشيرة التنوع (القرعة)',
  'Are you applying for adjustment based on the Immigration and Nationality Act (I N A.) section 2 45(i)':
    'هل تتقدّم بطلب تعديل الوضع استنادًا إلى المادة 245(i) من قانون الهجرة والجنسية',
  'If you answered "Yes" to Item Number 2., you must have selected a family-based, employment-based, special immigrant, or Diversity Visa immigrant category listed above in Item Numbers 1. A. through 1. G. as the basis for your application for adjustment of status':
    'إذا أجبت بـ"نعم" في البند 2، فيجب أن تكون قد اخترت فئة هجرة عائلية أو قائمة على العمل أو فئة مهاجر خاص أو فئة تأشيرة التنوع من الفئات المذكورة أعلاه في البنود من 1. A. إلى 1. G. أساسًا لطلب تعديل وضعك',
  'Fill out the rest of this application and Supplement A. to Form I - 4 85, Adjustment of Status Under Section 2 45(i) (Supplement A.)':
    'أكمل بقية هذا الطلب والملحق A من Form I-485، تعديل الوضع بموجب المادة 245(i) (الملحق A)',
  'For detailed filing instructions, read the Form I - 4 85 Instructions (including any Additional Instructions that relate to the immigrant category that you selected in Item Numbers 1. A. through 1. G.) and Supplement A':
    'للاطلاع على تعليمات التقديم المفصّلة، اقرأ تعليمات Form I-485 (بما فيها أي تعليمات إضافية تتعلق بفئة الهجرة التي اخترتها في البنود من 1. A. إلى 1. G.) والملحق A',
  'Additional Information About You': 'معلومات إضافية عنك',
  'Have you ever applied for an immigrant visa to obtain permanent resident status at a U.S. Embassy or U.S. Consulate abroad':
    'هل سبق أن تقدّمت بطلب تأشيرة هجرة للحصول على الإقامة الدائمة في سفارة أو قنصلية أمريكية في الخارج',
  'If you answered "Yes" to Item Number 1., complete Item Numbers 2. A. through 4. below':
    'إذا أجبت بـ"نعم" في البند 1، فأكمل البنود من 2. A. إلى 4. أدناه',
  'Physical Address One (current address)': 'العنوان الفعلي الأول (العنوان الحالي)',
  'Employer One (current or most recent)': 'جهة العمل الأولى (الحالية أو الأحدث)',
  'Information About Your Parents': 'معلومات عن والديك',
  'Information About Your Marital History': 'معلومات عن تاريخك الزوجي',
  'What is your current marital status': 'ما حالتك الاجتماعية الحالية',
  'If you are married, is your spouse a current member of the U.S. armed forces or U.S. Coast Guard':
    'إذا كنت متزوجًا، فهل زوجك/زوجتك عضو حالي في القوات المسلحة الأمريكية أو خفر السواحل الأمريكي',
  'How many times have you been married (including annulled marriages and marriages to the same person)':
    'كم مرة تزوجت (بما في ذلك الزيجات المُبطَلة والزواج من الشخص نفسه)',
  'Is your current spouse applying with you': 'هل يتقدّم زوجك/زوجتك الحالي(ة) بالطلب معك',
  'If you have had more than one previous marriage, use the space provided in Part 14':
    'إذا كان لديك أكثر من زواج سابق واحد، فاستخدم المساحة المتاحة في الجزء 14',
  'Additional Information to provide the information below': 'معلومات إضافية، لتقديم المعلومات المطلوبة أدناه',
  "Prior Spouse's Legal Name (provide family name before marriage)":
    'الاسم القانوني للزوج/الزوجة السابق(ة) (اذكر اسم العائلة قبل الزواج)',
  'Information About Your Children': 'معلومات عن أطفالك',
  'Indicate the total number of ALL living children (including adult sons and daughters) that you have':
    'اذكر العدد الإجمالي لجميع أطفالك الأحياء (بمن فيهم الأبناء والبنات البالغون)',
  'The term "children" includes all biological or legally adopted children, as well as current stepchildren, of any age, whether born in the United States or other countries, married or unmarried, living with you or elsewhere and includes any missing children and those born to you outside of marriage':
    'يشمل مصطلح "الأطفال" جميع الأطفال البيولوجيين أو المتبنَّين قانونيًا، وكذلك أبناء الزوج أو الزوجة الحاليين، من أي عمر، سواء وُلدوا في الولايات المتحدة أو في دول أخرى، متزوجين أو غير متزوجين، يعيشون معك أو في مكان آخر، ويشمل أي أطفال مفقودين ومن وُلدوا لك خارج إطار الزواج',
  'If you have more than three children, use the space provided in Part 14':
    'إذا كان لديك أكثر من ثلاثة أطفال، فاستخدم المساحة المتاحة في الجزء 14',
  'Child One': 'الطفل الأول',
  'Is this child applying with you': 'هل يتقدّم هذا الطفل بالطلب معك',
  'Accommodations for Individuals With Disabilities and/or Impairments':
    'الترتيبات التيسيرية للأفراد ذوي الإعاقات و/أو الاعتلالات',
  'I am deaf or hard of hearing and request the following accommodation':
    'أنا أصم أو ضعيف السمع وأطلب الترتيب التيسيري التالي',
  '(If you are requesting a sign-language interpreter, indicate for which language (for example, American Sign Language).)':
    '(إذا كنت تطلب مترجمًا بلغة الإشارة، فحدّد اللغة (مثل: لغة الإشارة الأمريكية).)',
  'Are you requesting an accommodation because of your disabilities and/or impairments':
    'هل تطلب ترتيبًا تيسيريًا بسبب إعاقاتك و/أو اعتلالاتك',
  'If you answered "Yes" to Item Number 1., select any applicable box in Item Numbers 2. A. through 2. C. and provide an answer':
    'إذا أجبت بـ"نعم" في البند 1، فاختر كل مربع ينطبق في البنود من 2. A. إلى 2. C. وقدّم إجابة',
  'I am blind or have low vision and request the following accommodation':
    'أنا كفيف أو ضعيف البصر وأطلب الترتيب التيسيري التالي',
  'I have another type of disability and/or impairment': 'لدي نوع آخر من الإعاقة و/أو الاعتلال',
  '(Describe the nature of your disability and/or impairment and the accommodation you are requesting.)':
    '(صِف طبيعة إعاقتك و/أو اعتلالك والترتيب التيسيري الذي تطلبه.)',
  'Describe the nature of your disability and/or impairment and the accommodation you are requesting':
    'صِف طبيعة إعاقتك و/أو اعتلالك والترتيب التيسيري الذي تطلبه',
  "Applicant's Statement, Contact Information, Declaration, Certification, and Signature":
    'إقرار مقدّم الطلب، ومعلومات الاتصال، والتصريح، والتصديق، والتوقيع',
  'The interpreter named in Part 11. read to me every question and instruction on this application and my answer to every question in a language in which I am fluent, and I understood everything':
    'قرأ عليّ المترجم المذكور في الجزء 11 كل سؤال وتعليمة في هذا الطلب وإجابتي عن كل سؤال بلغة أتقنها، وقد فهمت كل شيء',
  'I can read and understand English, and I have read and understand every question and instruction on this application and my answer to every question':
    'أستطيع قراءة الإنجليزية وفهمها، وقد قرأت كل سؤال وتعليمة في هذا الطلب وإجابتي عن كل سؤال وفهمتها',
  'At my request, the preparer named in Part 12. prepared this application for me based only upon information I provided or authorized':
    'بناءً على طلبي، أعدّ مُعِدّ الطلب المذكور في الجزء 12 هذا الطلب لي استنادًا فقط إلى المعلومات التي قدّمتها أو أذنت بها',
  'I am fluent in English and (enter language), which is the same language specified in Part 10., Item Number 1. B., and I have read to this applicant in the identified language every question and instruction on this application and his or her answer to every question':
    'أتقن الإنجليزية و(أدخل اللغة)، وهي اللغة نفسها المحددة في الجزء 10، البند 1. B.، وقد قرأت على مقدّم الطلب هذا باللغة المحددة كل سؤال وتعليمة في هذا الطلب وإجابته عن كل سؤال',
  "The applicant informed me that he or she understands every instruction, question, and answer on the application, including the Applicant's Declaration and Certification, and has verified the accuracy of every answer":
    'وقد أبلغني مقدّم الطلب أنه يفهم كل تعليمة وسؤال وإجابة في الطلب، بما في ذلك تصريح مقدّم الطلب وتصديقه، وأنه تحقق من صحة كل إجابة',
  'Contact Information, Declaration, and Signature of the Person Preparing this Application, if Other Than the Applicant':
    'معلومات الاتصال بمُعِدّ هذا الطلب، وتصريحه، وتوقيعه، إن كان شخصًا غير مقدّم الطلب',
  "I am not an attorney or accredited representative but have prepared this application on behalf of the applicant and with the applicant's consent":
    'لست محاميًا ولا ممثلًا معتمدًا، لكني أعددت هذا الطلب نيابةً عن مقدّم الطلب وبموافقته',
  'I am an attorney or accredited representative and my representation of the applicant in this case extends / does not extend beyond the preparation of this application':
    'أنا محامٍ أو ممثل معتمد، وتمثيلي لمقدّم الطلب في هذه القضية يمتد / لا يمتد إلى ما بعد إعداد هذا الطلب',
  'If you are an attorney or accredited representative, you may be obliged to submit a completed Form G-28, Notice of Entry of Appearance as Attorney or Accredited Representative, with this application':
    'إذا كنت محاميًا أو ممثلًا معتمدًا، فقد يلزمك تقديم Form G-28 مكتملًا (إشعار بالمثول بصفة محامٍ أو ممثل معتمد) مع هذا الطلب',
  'I am an attorney or accredited representative and my representation of the applicant in this case extends beyond the preparation of this application':
    'أنا محامٍ أو ممثل معتمد، وتمثيلي لمقدّم الطلب في هذه القضية يمتد إلى ما بعد إعداد هذا الطلب',
  'I am an attorney or accredited representative and my representation of the applicant in this case does not extend beyond the preparation of this application':
    'أنا محامٍ أو ممثل معتمد، وتمثيلي لمقدّم الطلب في هذه القضية لا يمتد إلى ما بعد إعداد هذا الطلب',
  'Signature at Interview': 'التوقيع عند المقابلة',
  'Subscribed to and sworn to (affirmed) before me': 'وُقّع وأُدّي اليمين (أو الإقرار) أمامي',
  'I swear (affirm) and certify under penalty of perjury under the laws of the United States of America that I know that the contents of this Form I-485, Application to Register Permanent Residence or Adjust Status, subscribed by me, including the corrections made to this application, numbered (enter number) through':
    'أقسم (أو أقرّ) وأشهد تحت طائلة عقوبة الحنث باليمين بموجب قوانين الولايات المتحدة الأمريكية أنني أعلم أن محتويات Form I-485 هذا، طلب تسجيل الإقامة الدائمة أو تعديل الوضع، الموقّع مني، بما في ذلك التصحيحات التي أُجريت على هذا الطلب، المرقّمة من (أدخل الرقم) إلى',
  'All additional pages submitted by me with this Form I - 4 85, on numbered pages':
    'جميع الصفحات الإضافية التي قدّمتها مع Form I-485 هذا، على صفحات مرقّمة',
  'All additional pages submitted by me with this Form I - 4 85, on numbered pages (enter number) through':
    'جميع الصفحات الإضافية التي قدّمتها مع Form I-485 هذا، على صفحات مرقّمة من (أدخل الرقم) إلى',
  'Select this box if Form G-28 is attached': 'اختر هذا المربع إذا كان Form G-28 مرفقًا',
  'Do not complete Part 13. until the U S C I S Officer instructs you to do so at the interview':
    'لا تُكمل الجزء 13 إلى أن يطلب منك موظف USCIS ذلك في المقابلة',
  'I swear (affirm) and certify under penalty of perjury under the laws of the United States of America that I know that the contents of this Form I-485, Application to Register Permanent Residence or Adjust Status, subscribed by me, including the corrections made to this application, numbered':
    'أقسم (أو أقرّ) وأشهد تحت طائلة عقوبة الحنث باليمين بموجب قوانين الولايات المتحدة الأمريكية أنني أعلم أن محتويات Form I-485 هذا، طلب تسجيل الإقامة الدائمة أو تعديل الوضع، الموقّع مني، بما في ذلك التصحيحات التي أُجريت على هذا الطلب، المرقّمة',
};
