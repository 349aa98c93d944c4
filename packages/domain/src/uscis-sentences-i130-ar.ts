/** I-130's section titles and the sentences of its labels that do not decompose into glossary terms. */
export const I130_SENTENCES_AR: Record<string, string> = {
  // Section titles
  'Relationship (You are the Petitioner. Your relative is the Beneficiary)':
    'صلة القرابة (أنت المُلتمِس، وقريبك هو المستفيد)',
  'Information About You (Petitioner)': 'معلومات عنك (المُلتمِس)',
  'Biographic Information': 'المعلومات الشخصية الوصفية',
  'Information About Beneficiary': 'معلومات عن المستفيد',
  'Other Information': 'معلومات أخرى',
  "Petitioner's Statement, Contact Information, Declaration, and Signature":
    'إقرار المُلتمِس، ومعلومات الاتصال، والتصريح، والتوقيع',
  "Interpreter's Contact Information, Certification, and Signature": 'معلومات الاتصال بالمترجم، وتصديقه، وتوقيعه',
  'Contact Information, Declaration, and Signature of the Person Preparing this Petition, if Other Than the Petitioner':
    'معلومات الاتصال بمُعِدّ هذا الالتماس، وتصريحه، وتوقيعه، إن كان شخصًا غير المُلتمِس',
  "Contact Information, Declaration, and Signature of the Person Preparing this Petition, if Other Than the Petitioner Preparer's Signature":
    'معلومات الاتصال بمُعِدّ هذا الالتماس، وتصريحه، وتوقيعه، إن كان شخصًا غير المُلتمِس: توقيع مُعِدّ الطلب',
  // Attorney box
  'To be completed by an attorney or accredited representative, if any': 'يملؤه المحامي أو الممثل المعتمد، إن وُجد',
  'Select this box if Form G - 28 is attached': 'اختر هذا المربع إذا كان Form G-28 مرفقًا',
  // Part 1: relationship
  'I am filing this petition for my (Select only one box)': 'أقدّم هذا الالتماس لصالح (اختر مربعًا واحدًا فقط)',
  'If you are filing this petition for your child or parent, select the box that describes your relationship (Select only one box)':
    'إذا كنت تقدّم هذا الالتماس لصالح ابنك/ابنتك أو أحد والديك، فاختر المربع الذي يصف صلة القرابة (اختر مربعًا واحدًا فقط)',
  "Child was born to parents who were married to each other at the time of the child's birth":
    'وُلد الطفل لوالدين متزوجين أحدهما بالآخر وقت ولادته',
  "Child was born to parents who were not married to each other at the time of the child's birth":
    'وُلد الطفل لوالدين غير متزوجين أحدهما بالآخر وقت ولادته',
  'Child was adopted (not an Orphan or Hague Convention adoptee)':
    'الطفل متبنّى (وليس يتيمًا ولا متبنّى بموجب اتفاقية لاهاي)',
  'If the beneficiary is your brother / sister, are you related by adoption':
    'إذا كان المستفيد أخاك/أختك، فهل تربطكما صلة تبنٍّ',
  'Did you gain lawful permanent resident status or citizenship through adoption':
    'هل حصلت على الإقامة الدائمة القانونية أو الجنسية عن طريق التبنّي',
  // Part 2: petitioner
  'Is your current mailing address the same as your physical address': 'هل عنوانك البريدي الحالي هو نفسه عنوانك الفعلي',
  'If you answered "No" to Item Number 11., provide information on your physical address in Item Numbers 12. A. through 13. B':
    'إذا أجبت بـ"لا" في البند 11، فقدّم معلومات عنوانك الفعلي في البنود من 12. A. إلى 13. B.',
  'Provide your current address first if it is different from your mailing address in Item Numbers 10. A. through 10. I':
    'قدّم عنوانك الحالي أولًا إذا كان مختلفًا عن عنوانك البريدي في البنود من 10. A. إلى 10. I.',
  'How many times have you been married': 'كم مرة تزوجت',
  'I am a (Select only one box)': 'أنا (اختر مربعًا واحدًا فقط)',
  'citizen, complete Item Number 37': 'إذا كنت مواطنًا أمريكيًا، فأكمل البند 37',
  'My citizenship was acquired through (Select only one box)': 'اكتسبت جنسيتي عن طريق (اختر مربعًا واحدًا فقط)',
  'Have you obtained a Certificate of Naturalization or a Certificate of Citizenship':
    'هل حصلت على شهادة تجنّس أو شهادة جنسية',
  'If you are a lawful permanent resident, complete Item Numbers 40. A. through 41':
    'إذا كنت مقيمًا دائمًا بصفة قانونية، فأكمل البنود من 40. A. إلى 41.',
  'Did you gain lawful permanent resident status through marriage to a U.S. citizen or lawful permanent resident':
    'هل حصلت على الإقامة الدائمة القانونية عن طريق الزواج من مواطن أمريكي أو مقيم دائم بصفة قانونية',
  'If you are currently unemployed, type or print "Unemployed" in Item Number 42':
    'إذا كنت عاطلًا عن العمل حاليًا، فاكتب "Unemployed" في البند 42',
  // Part 4: beneficiary
  'Has anyone else ever filed a petition for the beneficiary': 'هل سبق أن قدّم أي شخص آخر التماسًا لصالح المستفيد',
  'Select "Unknown" only if you do not know, and the beneficiary also does not know, if anyone else has ever filed a petition for the beneficiary':
    'لا تختر "غير معروف" إلا إذا كنت لا تعلم، ولا يعلم المستفيد أيضًا، ما إذا كان أي شخص آخر قد قدّم التماسًا لصالحه',
  'How many times has the beneficiary been married': 'كم مرة تزوج المستفيد',
  'Was the beneficiary EVER in the United States': 'هل سبق للمستفيد أن كان في الولايات المتحدة في أي وقت',
  'If the beneficiary is currently in the United States, complete Items Numbers 46. A. through 46. D':
    'إذا كان المستفيد في الولايات المتحدة حاليًا، فأكمل البنود من 46. A. إلى 46. D.',
  'He or she arrived as a (Class of Admission)': 'وصل/وصلت بصفة (فئة القبول)',
  'Enter Date authorized stay expired, or will expire, as shown on Form I - 94 or Form I - 95 or type or print "D / S" for Duration of Status':
    'أدخل تاريخ انتهاء الإقامة المصرّح بها أو تاريخ انتهائها المقبل كما هو مبيّن في Form I-94 أو Form I-95، أو اكتب "D/S" إن كانت الإقامة لمدة الوضع',
  'If the beneficiary is currently unemployed, type or print "Unemployed" in Item Number 51. A':
    'إذا كان المستفيد عاطلًا عن العمل حاليًا، فاكتب "Unemployed" في البند 51. A.',
  'Was the beneficiary EVER in immigration proceedings': 'هل سبق أن خضع المستفيد لإجراءات هجرة في أي وقت',
  'If you answered "Yes," select the type of proceedings and provide the location and date of the proceedings':
    'إذا أجبت بـ"نعم"، فاختر نوع الإجراءات وقدّم مكانها وتاريخها',
  'Provide the address in the United States where the beneficiary intends to live, if different from Item Numbers 11. A. through 11. H':
    'قدّم العنوان في الولايات المتحدة الذي ينوي المستفيد الإقامة فيه، إن كان مختلفًا عن البنود من 11. A. إلى 11. H.',
  'If the address is the same, type or print "SAME" in Item Number 12. A':
    'إذا كان العنوان هو نفسه، فاكتب "SAME" في البند 12. A.',
  "Provide the beneficiary's address outside the United States, if different from Item Numbers 11. A. through 11. H":
    'قدّم عنوان المستفيد خارج الولايات المتحدة، إن كان مختلفًا عن البنود من 11. A. إلى 11. H.',
  'If the address is the same, type or print "SAME" in Item Number 13. A':
    'إذا كان العنوان هو نفسه، فاكتب "SAME" في البند 13. A.',
  'If the beneficiary lives outside the United States in a home without a street number or name, leave Item Numbers 11. A. and 11. B. blank':
    'إذا كان المستفيد يقيم خارج الولايات المتحدة في منزل بلا رقم شارع أو اسم شارع، فاترك البندين 11. A. و11. B. فارغين',
  'If you never lived together, type or print, "Never lived together" in Item Number 59. A':
    'إذا لم تعيشا معًا قط، فاكتب "Never lived together" في البند 59. A.',
  "Choosing a U.S. Embassy or U.S. Consulate outside the country of the beneficiary's last residence does not guarantee that it will accept the beneficiary's case for processing":
    'اختيار سفارة أو قنصلية أمريكية خارج دولة آخر إقامة للمستفيد لا يضمن قبولها النظر في قضيته',
  "In these situations, the designated U.S. Embassy or U.S. Consulate has discretion over whether or not to accept the beneficiary's case":
    'وفي هذه الحالات، يعود للسفارة أو القنصلية الأمريكية المحددة تقدير قبول قضية المستفيد أو عدم قبولها',
  // Part 5
  'Have you EVER previously filed a petition for this beneficiary or any other alien':
    'هل سبق لك في أي وقت أن قدّمت التماسًا لصالح هذا المستفيد أو أي أجنبي آخر',
  // Part 6: statement
  'If applicable, select the box for Item Number 2': 'واختر المربع في البند 2 إن انطبق',
  'I can read and understand English, and I have read and understand every question and instruction on this petition and my answer to every question':
    'أستطيع قراءة الإنجليزية وفهمها، وقد قرأت كل سؤال وتعليمة في هذا الالتماس وإجابتي عن كل سؤال وفهمتها',
  'The interpreter named in Part 7. read to me every question and instruction on this petition and my answer to every question in a language in which I am fluent':
    'قرأ عليّ المترجم المذكور في الجزء 7 كل سؤال وتعليمة في هذا الالتماس وإجابتي عن كل سؤال بلغة أتقنها',
  'I understood all of this information as interpreted': 'وقد فهمت كل هذه المعلومات كما تُرجمت لي',
  'At my request, the preparer named in Part 8. prepared this petition for me based only upon information I provided or authorized':
    'بناءً على طلبي، أعدّ مُعِدّ الطلب المذكور في الجزء 8 هذا الالتماس لي استنادًا فقط إلى المعلومات التي قدّمتها أو أذنت بها',
  "Petitioner's Signature": 'توقيع المُلتمِس',
  // Part 7: interpreter
  "Interpreter's Certification": 'تصديق المترجم',
  'I certify, under penalty of perjury, that': 'أشهد، تحت طائلة عقوبة الحنث باليمين، بما يلي',
  'I am fluent in English and (another language), which is the same language provided in Part 6., Item Number 1.b., and I have read to this petitioner in the identified language every question and instruction on this petition and his or her answer to every question':
    'أتقن الإنجليزية و(لغة أخرى)، وهي اللغة نفسها المذكورة في الجزء 6، البند 1.b.، وقد قرأت على هذا المُلتمِس باللغة المحددة كل سؤال وتعليمة في هذا الالتماس وإجابته عن كل سؤال',
  "The petitioner informed me that he or she understands every instruction, question, and answer on the petition, including the Petitioner's Declaration and Certification, and has verified the accuracy of every answer":
    'وقد أبلغني المُلتمِس أنه يفهم كل تعليمة وسؤال وإجابة في الالتماس، بما في ذلك تصريح المُلتمِس وتصديقه، وأنه تحقق من صحة كل إجابة',
  "Interpreter's Signature": 'توقيع المترجم',
  // Part 8: preparer
  "I am not an attorney or accredited representative but have prepared this petition on behalf of the petitioner and with the petitioner's consent":
    'لست محاميًا ولا ممثلًا معتمدًا، لكني أعددت هذا الالتماس نيابةً عن المُلتمِس وبموافقته',
  'I am an attorney or accredited representative and my representation of the petitioner in this case extends / does not extend beyond the preparation of this petition':
    'أنا محامٍ أو ممثل معتمد، وتمثيلي للمُلتمِس في هذه القضية يمتد / لا يمتد إلى ما بعد إعداد هذا الالتماس',
  'I am an attorney or accredited representative and my representation of the petitioner in this case extends beyond the preparation of this petition':
    'أنا محامٍ أو ممثل معتمد، وتمثيلي للمُلتمِس في هذه القضية يمتد إلى ما بعد إعداد هذا الالتماس',
  'I am an attorney or accredited representative and my representation of the petitioner in this case does not extend beyond the preparation of this petition':
    'أنا محامٍ أو ممثل معتمد، وتمثيلي للمُلتمِس في هذه القضية لا يمتد إلى ما بعد إعداد هذا الالتماس',
  'If you are an attorney or accredited representative whose representation extends beyond preparation of this petition, you may be obliged to submit a completed Form G - 28, Notice of Entry of Appearance as Attorney or Accredited Representative, with this petition':
    'إذا كنت محاميًا أو ممثلًا معتمدًا يمتد تمثيلك إلى ما بعد إعداد هذا الالتماس، فقد يلزمك تقديم Form G-28 مكتملًا (إشعار بالمثول بصفة محامٍ أو ممثل معتمد) مع هذا الالتماس',
  "Preparer's Signature": 'توقيع مُعِدّ الطلب',
};
