// Messages of the e-mails the server sends (codes, staff invitations) and of a failed send (en + ar).
export const mail = {
  en: {
    "mail.unavailable":
      "The e-mail could not be sent because the mail server is not answering. Nothing was saved; please try again in a few minutes.",
    "mail.codeIntro": "Use this code to confirm your e-mail address:",
    "mail.codeExpiry": "It expires in {minutes} minutes.",
    "mail.codeFooter": "If you did not ask for this code, you can ignore this e-mail.",
    "mail.inviteNewSubject": "{business}: set the password of your staff account",
    "mail.inviteNewIntro": "{inviter} added you to {business} as a member of staff.",
    "mail.inviteNewHow": "Choose your password with the button below, then sign in with your e-mail {email}.",
    "mail.inviteNewExpiry": "The link works once and for {days} days.",
    "mail.inviteNewAction": "Set your password",
    "mail.inviteExistingSubject": "{business} invites you to join its staff",
    "mail.inviteExistingIntro": "{inviter} invited you to join {business} as a member of staff.",
    "mail.inviteExistingHow":
      "Open the invitation with the button below and sign in with your usual password to accept it, or accept it under Account Settings.",
    "mail.inviteExistingAction": "Open the invitation",
    "mail.inviteFooter": "If you were not expecting this e-mail, you can ignore it.",
    "mail.linkInvalid":
      "This link no longer works: it was already used or has expired. Ask whoever added you to send a new invitation.",
    "mail.linkSignIn":
      "This link cannot set a password for this e-mail. If you already have an account, sign in with your own password to accept the invitation.",
  },
  ar: {
    "mail.unavailable":
      "تعذّر إرسال البريد الإلكتروني لأن خادم البريد لا يستجيب. لم يُحفظ شيء؛ يرجى المحاولة مرة أخرى بعد بضع دقائق.",
    "mail.codeIntro": "استخدم هذا الرمز لتأكيد بريدك الإلكتروني:",
    "mail.codeExpiry": "تنتهي صلاحيته خلال {minutes} دقائق.",
    "mail.codeFooter": "إذا لم تطلب هذا الرمز فيمكنك تجاهل هذه الرسالة.",
    "mail.inviteNewSubject": "{business}: عيّن كلمة مرور حسابك كموظف",
    "mail.inviteNewIntro": "أضافك {inviter} إلى {business} كأحد الموظفين.",
    "mail.inviteNewHow": "اختر كلمة المرور بالزر أدناه، ثم سجّل الدخول ببريدك الإلكتروني {email}.",
    "mail.inviteNewExpiry": "يعمل الرابط مرة واحدة ولمدة {days} أيام.",
    "mail.inviteNewAction": "عيّن كلمة المرور",
    "mail.inviteExistingSubject": "{business} يدعوك للانضمام إلى موظفيه",
    "mail.inviteExistingIntro": "دعاك {inviter} للانضمام إلى {business} كأحد الموظفين.",
    "mail.inviteExistingHow":
      "افتح الدعوة بالزر أدناه وسجّل الدخول بكلمة مرورك المعتادة لقبولها، أو اقبلها من إعدادات الحساب.",
    "mail.inviteExistingAction": "افتح الدعوة",
    "mail.inviteFooter": "إذا لم تكن تتوقع هذه الرسالة فيمكنك تجاهلها.",
    "mail.linkInvalid":
      "هذا الرابط لم يعد يعمل: استُخدم من قبل أو انتهت صلاحيته. اطلب ممن أضافك إرسال دعوة جديدة.",
    "mail.linkSignIn":
      "لا يمكن لهذا الرابط تعيين كلمة مرور لهذا البريد الإلكتروني. إن كان لديك حساب بالفعل، فسجّل الدخول بكلمة مرورك لقبول الدعوة.",
  },
};
