import type { Locale } from '@phuket/shared/contract';
import { CODE_TTL_MS } from '../codes/one-time-code';
import { SITE_NAME } from '@phuket/shared/contract';

// Texts of the messages that carry codes, in the language of the page the user asked from.
// Short, with the code early (it shows in the phone's notification preview) and a line on
// what to do if the user did not ask.

const MINUTES = Math.round(CODE_TTL_MS / 60_000);

interface Mail {
  subject: string;
  text: string;
}

interface CodeTexts {
  resetSubject: (code: string) => string;
  reset: (code: string) => string[];
  changeSubject: (code: string) => string;
  change: (code: string) => string[];
  welcomeSubject: (code: string) => string;
  welcome: (code: string, profileUrl: string) => string[];
  inUseSubject: string;
  inUse: string[];
  sms: (code: string) => string;
}

const TEXTS: Record<Locale, CodeTexts> = {
  en: {
    resetSubject: (code) => `${code} is your ${SITE_NAME} password reset code`,
    reset: (code) => [
      `Your code to reset your ${SITE_NAME} password is ${code}.`,
      `It expires in ${MINUTES} minutes and works once.`,
      '',
      'If you did not ask to reset your password, ignore this email: your password stays unchanged.',
    ],
    changeSubject: (code) => `${code} is your ${SITE_NAME} email confirmation code`,
    change: (code) => [
      `Enter ${code} to confirm this address for your ${SITE_NAME} account.`,
      `It expires in ${MINUTES} minutes and works once.`,
      '',
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    welcomeSubject: (code) => `${code} confirms your new ${SITE_NAME} account`,
    welcome: (code, profileUrl) => [
      `Welcome to ${SITE_NAME}. Enter ${code} on your profile page to confirm this address:`,
      profileUrl,
      `Until then you can fill in drafts, but not publish them. The code expires in ${MINUTES} minutes and works once; the profile page sends a new one.`,
      '',
      'If you did not create this account, ignore this email: an address that is not confirmed publishes nothing.',
    ],
    inUseSubject: `This address already has a ${SITE_NAME} account`,
    inUse: [
      `Someone signed in to ${SITE_NAME} asked to use this address for their account, but it already belongs to another ${SITE_NAME} account, so no code was sent.`,
      '',
      'If that was you, sign in with this address instead, or reset its password if you have forgotten it.',
      'If it was not you, ignore this email: nothing changes.',
    ],
    sms: (code) =>
      `${code} is your ${SITE_NAME} phone confirmation code. Valid ${MINUTES} min. Do not share it.`,
  },
  ru: {
    resetSubject: (code) => `${code} — код для сброса пароля ${SITE_NAME}`,
    reset: (code) => [
      `Ваш код для сброса пароля ${SITE_NAME}: ${code}.`,
      `Он действует ${MINUTES} минут и только один раз.`,
      '',
      'Если вы не просили сбросить пароль, просто проигнорируйте это письмо: пароль останется прежним.',
    ],
    changeSubject: (code) => `${code} — код подтверждения email для ${SITE_NAME}`,
    change: (code) => [
      `Введите ${code}, чтобы подтвердить этот адрес для вашего аккаунта ${SITE_NAME}.`,
      `Код действует ${MINUTES} минут и только один раз.`,
      '',
      'Если вы этого не запрашивали, проигнорируйте письмо: ничего не изменится.',
    ],
    welcomeSubject: (code) => `${code} подтверждает ваш новый аккаунт ${SITE_NAME}`,
    welcome: (code, profileUrl) => [
      `Добро пожаловать на ${SITE_NAME}. Введите ${code} на странице профиля, чтобы подтвердить этот адрес:`,
      profileUrl,
      `До подтверждения можно заполнять черновики, но не публиковать их. Код действует ${MINUTES} минут и только один раз; новый код можно запросить на странице профиля.`,
      '',
      'Если вы не создавали этот аккаунт, проигнорируйте письмо: с неподтверждённым адресом ничего не публикуется.',
    ],
    inUseSubject: `Этот адрес уже привязан к аккаунту ${SITE_NAME}`,
    inUse: [
      `Пользователь ${SITE_NAME} хотел указать этот адрес в своём аккаунте, но адрес уже принадлежит другому аккаунту ${SITE_NAME}, поэтому код не отправлен.`,
      '',
      'Если это были вы, войдите с этим адресом или сбросьте пароль, если забыли его.',
      'Если это были не вы, проигнорируйте письмо: ничего не изменится.',
    ],
    sms: (code) =>
      `${code} — код подтверждения телефона ${SITE_NAME}. Действует ${MINUTES} мин. Никому его не сообщайте.`,
  },
  th: {
    resetSubject: (code) => `${code} คือรหัสรีเซ็ตรหัสผ่าน ${SITE_NAME} ของคุณ`,
    reset: (code) => [
      `รหัสสำหรับรีเซ็ตรหัสผ่าน ${SITE_NAME} ของคุณคือ ${code}`,
      `รหัสนี้หมดอายุใน ${MINUTES} นาที และใช้ได้ครั้งเดียว`,
      '',
      'หากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
    ],
    changeSubject: (code) => `${code} คือรหัสยืนยันอีเมล ${SITE_NAME} ของคุณ`,
    change: (code) => [
      `กรอก ${code} เพื่อยืนยันที่อยู่อีเมลนี้สำหรับบัญชี ${SITE_NAME} ของคุณ`,
      `รหัสนี้หมดอายุใน ${MINUTES} นาที และใช้ได้ครั้งเดียว`,
      '',
      'หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีการเปลี่ยนแปลงใด ๆ',
    ],
    welcomeSubject: (code) => `${code} ยืนยันบัญชี ${SITE_NAME} ใหม่ของคุณ`,
    welcome: (code, profileUrl) => [
      `ยินดีต้อนรับสู่ ${SITE_NAME} กรอก ${code} ในหน้าโปรไฟล์เพื่อยืนยันที่อยู่อีเมลนี้:`,
      profileUrl,
      `ก่อนยืนยัน คุณกรอกฉบับร่างได้ แต่ยังเผยแพร่ไม่ได้ รหัสนี้หมดอายุใน ${MINUTES} นาที และใช้ได้ครั้งเดียว ขอรหัสใหม่ได้ในหน้าโปรไฟล์`,
      '',
      'หากคุณไม่ได้สร้างบัญชีนี้ โปรดเพิกเฉยต่ออีเมลนี้ ที่อยู่ที่ยังไม่ยืนยันจะเผยแพร่อะไรไม่ได้',
    ],
    inUseSubject: `ที่อยู่อีเมลนี้มีบัญชี ${SITE_NAME} อยู่แล้ว`,
    inUse: [
      `มีผู้ใช้ ${SITE_NAME} ขอใช้ที่อยู่อีเมลนี้กับบัญชีของตน แต่ที่อยู่นี้เป็นของบัญชี ${SITE_NAME} อื่นอยู่แล้ว จึงไม่ได้ส่งรหัส`,
      '',
      'หากเป็นคุณ โปรดเข้าสู่ระบบด้วยที่อยู่นี้แทน หรือรีเซ็ตรหัสผ่านหากคุณลืม',
      'หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีการเปลี่ยนแปลงใด ๆ',
    ],
    sms: (code) =>
      `${code} คือรหัสยืนยันโทรศัพท์ ${SITE_NAME} ใช้ได้ ${MINUTES} นาที ห้ามบอกรหัสนี้แก่ผู้อื่น`,
  },
  zh: {
    resetSubject: (code) => `${code} 是您的 ${SITE_NAME} 密码重置验证码`,
    reset: (code) => [
      `您用于重置 ${SITE_NAME} 密码的验证码是 ${code}。`,
      `验证码 ${MINUTES} 分钟内有效，仅可使用一次。`,
      '',
      '如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
    ],
    changeSubject: (code) => `${code} 是您的 ${SITE_NAME} 邮箱确认码`,
    change: (code) => [
      `请输入 ${code}，确认此邮箱用于您的 ${SITE_NAME} 账户。`,
      `验证码 ${MINUTES} 分钟内有效，仅可使用一次。`,
      '',
      '如果这不是您本人的操作，请忽略此邮件，不会有任何更改。',
    ],
    welcomeSubject: (code) => `${code} 用于确认您的 ${SITE_NAME} 新账户`,
    welcome: (code, profileUrl) => [
      `欢迎来到 ${SITE_NAME}。请在个人资料页面输入 ${code}，确认此邮箱：`,
      profileUrl,
      `确认之前，您可以填写草稿，但不能发布。验证码 ${MINUTES} 分钟内有效，仅可使用一次；可在个人资料页面获取新的验证码。`,
      '',
      '如果您没有创建此账户，请忽略此邮件：未确认的邮箱无法发布任何内容。',
    ],
    inUseSubject: `此邮箱已注册 ${SITE_NAME} 账户`,
    inUse: [
      `有 ${SITE_NAME} 用户申请将此邮箱用于其账户，但该邮箱已属于另一个 ${SITE_NAME} 账户，因此未发送验证码。`,
      '',
      '如果是您本人，请直接用此邮箱登录；如果忘记了密码，可以重置密码。',
      '如果不是您本人，请忽略此邮件，不会有任何更改。',
    ],
    sms: (code) => `${code} 是您的 ${SITE_NAME} 手机验证码，${MINUTES} 分钟内有效。请勿告诉他人。`,
  },
};

export function passwordResetMail(code: string, locale: Locale): Mail {
  const texts = TEXTS[locale];
  return { subject: texts.resetSubject(code), text: texts.reset(code).join('\n') };
}

export function emailChangeMail(code: string, locale: Locale): Mail {
  const texts = TEXTS[locale];
  return { subject: texts.changeSubject(code), text: texts.change(code).join('\n') };
}

/** Sent after registration: the code that confirms the new account's address. */
export function welcomeMail(code: string, profileUrl: string, locale: Locale): Mail {
  const texts = TEXTS[locale];
  return { subject: texts.welcomeSubject(code), text: texts.welcome(code, profileUrl).join('\n') };
}

/** Sent instead of a code when the address asked for already belongs to an account. */
export function emailInUseMail(locale: Locale): Mail {
  const texts = TEXTS[locale];
  return { subject: texts.inUseSubject, text: texts.inUse.join('\n') };
}

export function phoneChangeSms(code: string, locale: Locale): string {
  return TEXTS[locale].sms(code);
}
