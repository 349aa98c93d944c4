/** G-28's section titles and the sentences of its labels that do not decompose into glossary terms. */
export const G28_SENTENCES_AR: Record<string, string> = {
  // Section titles
  'Information About Attorney or Accredited Representative': 'معلومات عن المحامي أو الممثل المعتمد',
  'Notice of Appearance as Attorney or Accredited Representative': 'إشعار المثول بصفة محامٍ أو ممثل معتمد',
  'Eligibility Information for Attorney or Accredited Representative': 'معلومات أهلية المحامي أو الممثل المعتمد',
  'Applicant, Petitioner, Requestor, or Respondent Consent to Representation, Contact Information, and Signature':
    'موافقة مقدّم الطلب أو المُلتمِس أو صاحب الطلب أو المدّعى عليه على التمثيل، ومعلومات الاتصال، والتوقيع',
  'Signature of Attorney or Accredited Representative': 'توقيع المحامي أو الممثل المعتمد',
  "Applicant's Statement, Contact Information, Acknowledgement of Appointment at USCIS Application Support Center, Certification, and Signature":
    'إقرار مقدّم الطلب، ومعلومات الاتصال، والإقرار بموعد مركز دعم الطلبات لدى USCIS، والتصديق، والتوقيع',
  // Part 1 and Part 2
  'If Apartment, Suite or Floor is Checked, Enter Apartment, Suite or Floor Number':
    'إذا حدّدت شقة أو جناحًا أو طابقًا، فأدخل رقم الشقة أو الجناح أو الطابق',
  'List the specific matter in which appearance is entered': 'اذكر المسألة المحددة التي يُقدَّم فيها المثول',
  'List the form numbers': 'اذكر أرقام النماذج',
  // Part 3: eligibility
  'I am an attorney eligible to practice law in, and a member in good standing of, the bar of the highest courts of the following states, possessions, territories, commonwealths, or the District of Columbia':
    'أنا محامٍ مؤهل لممارسة المحاماة، وعضو بوضع سليم في نقابة المحامين لدى أعلى المحاكم في الولايات أو الممتلكات أو الأقاليم أو الكومنولثات التالية أو في مقاطعة كولومبيا',
  '(If you need additional space, use Part 6.)': '(إذا احتجت إلى مساحة إضافية، فاستخدم الجزء 6.)',
  'If 1.A. is Checked, Enter Licensing Authority': 'إذا حدّدت البند 1.A.، فأدخل جهة الترخيص',
  'I (choose one) Check AM NOT subject to any order of any court or administrative agency disbarring, suspending, enjoining, restraining, or otherwise restricting me in the practice of law':
    'أنا (اختر واحدًا): لستُ خاضعًا لأي أمر صادر عن أي محكمة أو جهة إدارية بشطبي أو إيقافي أو منعي أو تقييدي بأي شكل آخر في ممارسة المحاماة',
  'I (choose one) Check AM subject to any order of any court or administrative agency disbarring, suspending, enjoining, restraining, or otherwise restricting me in the practice of law':
    'أنا (اختر واحدًا): خاضع لأمر صادر عن محكمة أو جهة إدارية بشطبي أو إيقافي أو منعي أو تقييدي بأي شكل آخر في ممارسة المحاماة',
  'If you are subject to any orders, explain in the space below': 'إذا كنت خاضعًا لأي أوامر، فاشرح ذلك في المساحة أدناه',
  'Enter Orders If you are subject to any order of any court or administrative agency disbarring, suspending, enjoining, restraining, or otherwise restricting me in the practice of law':
    'أدخل الأوامر إذا كنت خاضعًا لأي أمر صادر عن أي محكمة أو جهة إدارية بشطبك أو إيقافك أو منعك أو تقييدك بأي شكل آخر في ممارسة المحاماة',
  'I am an accredited representative of the following qualified nonprofit religious, charitable, social service, or similar organization established in the United States, so recognized by the Department of Justice, Board of Immigration Appeals pursuant to 8 Code of Federal Regulations (C F R) 2 92.2':
    'أنا ممثل معتمد لدى المنظمة التالية، وهي منظمة دينية أو خيرية أو للخدمات الاجتماعية أو ما يماثلها، غير ربحية ومؤهلة، مؤسسة في الولايات المتحدة، ومعترف بها من وزارة العدل (مجلس طعون الهجرة) وفقًا للمادة 292.2 من الباب 8 من مدونة اللوائح الفيدرالية',
  'Provide the name of the organization and the expiration date of accreditation':
    'قدِّم اسم المنظمة وتاريخ انتهاء الاعتماد',
  'I am associated with Name of Attorney or Representative, the attorney or accredited representative of record who previously filed Form G-28 in this case, and my appearance as an attorney or accredited representative is at his or her request':
    'أنا مرتبط بالمحامي أو الممثل المعتمد المسجَّل المذكور اسمه، الذي سبق أن قدّم Form G-28 في هذه القضية، ومثولي بصفة محامٍ أو ممثل معتمد هو بناءً على طلبه',
  'Enter Name of Attorney or Representative, the attorney or accredited representative of record who previously filed Form G-28 in this case, and my appearance as an attorney or accredited representative is at his or her request':
    'أدخل اسم المحامي أو الممثل المسجَّل الذي سبق أن قدّم Form G-28 في هذه القضية، والذي يكون مثولك بصفة محامٍ أو ممثل معتمد بناءً على طلبه',
  NOTE: 'ملاحظة',
  'If you select this item, also complete Item Numbers 1.a. through 1.b. or Item Numbers 2.A. through 2.C. in Part 3':
    'إذا اخترت هذا البند، فأكمل أيضًا البنود من 1.a. إلى 1.b. أو البنود من 2.A. إلى 2.C. في الجزء 3',
  '(whichever is appropriate)': '(أيهما ينطبق)',
  'I am a law student or law graduate working under the direct supervision of the attorney or accredited representative of record on this form in accordance with the requirements in 8 Code of Federal Regulations (C F R) 2 92.1(A)(2)(4)':
    'أنا طالب قانون أو خريج قانون أعمل تحت الإشراف المباشر للمحامي أو الممثل المعتمد المسجَّل في هذا النموذج، وفقًا لمتطلبات المادة 292.1(a)(2)(iv) من الباب 8 من مدونة اللوائح الفيدرالية',
  // Part 4: consent
  'I request U.S. Department of Homeland Security (D H S) send any notice (including Form I-94) on an application, petition, or request to the business address of my attorney of record or accredited representative as listed in this form':
    'أطلب أن ترسل وزارة الأمن الداخلي الأمريكية (DHS) أي إشعار (بما في ذلك Form I-94) بشأن أي طلب أو التماس إلى عنوان عمل محاميّ المسجَّل أو ممثلي المعتمد المذكور في هذا النموذج',
  'I understand that I may change this election at any future date through written notice to U.S. Department of Homeland Security (D H S)':
    'وأفهم أنه يجوز لي تغيير هذا الاختيار في أي وقت لاحق بإشعار كتابي إلى وزارة الأمن الداخلي الأمريكية (DHS)',
  'I request that U.S. Department of Homeland Security (D H S) send and Form I-94, Arrival Departure Record, or any secure identity document, such as a Permanent Resident Card or Employment Authorization Document, that I am approved to receive and authorized to possess, to the business address of my attorney of record or accredited representative as listed in this form':
    'أطلب أن ترسل وزارة الأمن الداخلي الأمريكية (DHS) سجل الوصول والمغادرة (Form I-94) أو أي وثيقة هوية مؤمَّنة، مثل بطاقة الإقامة الدائمة أو وثيقة تصريح العمل، تمت الموافقة على تسلّمي لها ويحق لي حيازتها، إلى عنوان عمل محاميّ المسجَّل أو ممثلي المعتمد المذكور في هذا النموذج',
  'I consent to having my secure identity document sent to my attorney of record or accredited representative and understand that I may request, at any future date and by filing a new G-28, that U.S. Department of Homeland Security (D H S) send any secure identity document, such as a Permanent Resident Card or Employment Authorization Document, to me directly':
    'وأوافق على إرسال وثيقة هويتي المؤمَّنة إلى محاميّ المسجَّل أو ممثلي المعتمد، وأفهم أنه يجوز لي أن أطلب في أي وقت لاحق، بتقديم Form G-28 جديد، أن ترسل وزارة الأمن الداخلي الأمريكية (DHS) أي وثيقة هوية مؤمَّنة، مثل بطاقة الإقامة الدائمة أو وثيقة تصريح العمل، إليّ مباشرة',
  'Select the box for either Item Number 1. A. or 1. B': 'اختر المربع في البند 1. A. أو في البند 1. B.',
  'If applicable, select the box for Item Number 2., 6 . A . Signature of Applicant':
    'واختر المربع في البند 2. إن انطبق. 6. A. توقيع مقدّم الطلب',
  'This form can not be signed electronically': 'لا يجوز توقيع هذا النموذج إلكترونيًا',
  'The name of the applicant can not be typewritten into this space':
    'ولا تجوز كتابة اسم مقدّم الطلب في هذه المساحة بالآلة الكاتبة',
  // Part 5: signatures
  'Signature of Law Student or Law Graduate': 'توقيع طالب القانون أو خريج القانون',
  // Part 6
  'Use the space below to provide additional information pertaining to Part 3., Item Numbers 1.A. through 1.D':
    'استخدم المساحة أدناه لتقديم معلومات إضافية تتعلق بالجزء 3، البنود من 1.A. إلى 1.D.',
  'Enter additional information': 'أدخل المعلومات الإضافية',
};
