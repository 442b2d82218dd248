import type { Locale } from '@phuket/shared/contract';
import { SITE_NAME } from '@phuket/shared/contract';

/** The pages without an id whose head the API writes: their kinds in the areas' routes. */
export type FixedPageKind =
  | 'home'
  | 'properties'
  | 'developers'
  | 'projects'
  | 'about'
  | 'contact'
  | 'terms'
  | 'ownership';

/**
 * Each such page's <title> and description in every language: what a search result and a
 * link preview show before any script runs.
 */
export const PAGE_TEXTS: Record<
  FixedPageKind,
  Record<Locale, { title: string; description: string }>
> = {
  home: {
    en: {
      title: `${SITE_NAME} — property for sale and rent in Phuket`,
      description:
        'Villas, condos, land and new off-plan projects for sale and rent in Phuket, with prices in THB, USD and EUR.',
    },
    ru: {
      title: `${SITE_NAME} — недвижимость на Пхукете: продажа и аренда`,
      description:
        'Виллы, кондоминиумы, земля и новые строящиеся проекты на Пхукете — продажа и аренда, цены в THB, USD и EUR.',
    },
    th: {
      title: `${SITE_NAME} — อสังหาริมทรัพย์ขายและให้เช่าในภูเก็ต`,
      description:
        'วิลล่า คอนโด ที่ดิน และโครงการใหม่ก่อนสร้างเสร็จในภูเก็ต ทั้งขายและให้เช่า ราคาเป็น THB, USD และ EUR',
    },
    zh: {
      title: `${SITE_NAME} — 普吉岛房产出售与出租`,
      description: '普吉岛别墅、公寓、土地及新建期房项目，出售与出租，价格以泰铢、美元和欧元显示。',
    },
  },
  properties: {
    en: {
      title: `Properties for sale and rent in Phuket — ${SITE_NAME}`,
      description:
        'Search villas, condos, townhouses and land in Phuket by area, price, bedrooms and more; prices in THB, USD or EUR.',
    },
    ru: {
      title: `Недвижимость на Пхукете: продажа и аренда — ${SITE_NAME}`,
      description:
        'Поиск вилл, кондоминиумов, таунхаусов и земли на Пхукете по району, цене, числу спален и другим параметрам; цены в THB, USD или EUR.',
    },
    th: {
      title: `อสังหาริมทรัพย์ขายและให้เช่าในภูเก็ต — ${SITE_NAME}`,
      description:
        'ค้นหาวิลล่า คอนโด ทาวน์เฮาส์ และที่ดินในภูเก็ต ตามทำเล ราคา จำนวนห้องนอน และอื่น ๆ ราคาเป็น THB, USD หรือ EUR',
    },
    zh: {
      title: `普吉岛房产出售与出租 — ${SITE_NAME}`,
      description:
        '按区域、价格、卧室数量等条件搜索普吉岛的别墅、公寓、联排别墅和土地；价格以泰铢、美元或欧元显示。',
    },
  },
  developers: {
    en: {
      title: `Property developers in Phuket — ${SITE_NAME}`,
      description:
        'The developers building villas and condominiums in Phuket: their projects, photos and contacts.',
    },
    ru: {
      title: `Застройщики Пхукета — ${SITE_NAME}`,
      description:
        'Застройщики вилл и кондоминиумов на Пхукете: их проекты, фотографии и контакты.',
    },
    th: {
      title: `ผู้พัฒนาอสังหาริมทรัพย์ในภูเก็ต — ${SITE_NAME}`,
      description: 'ผู้พัฒนาวิลล่าและคอนโดมิเนียมในภูเก็ต พร้อมโครงการ ภาพถ่าย และข้อมูลติดต่อ',
    },
    zh: {
      title: `普吉岛房地产开发商 — ${SITE_NAME}`,
      description: '在普吉岛建造别墅和公寓的开发商：项目、照片和联系方式。',
    },
  },
  projects: {
    en: {
      title: `New projects in Phuket — ${SITE_NAME}`,
      description:
        'Off-plan and ready condominium and villa projects in Phuket by area, stage and developer, with completion dates and prices.',
    },
    ru: {
      title: `Новостройки Пхукета — ${SITE_NAME}`,
      description:
        'Строящиеся и готовые проекты кондоминиумов и вилл на Пхукете по районам, стадиям и застройщикам, со сроками сдачи и ценами.',
    },
    th: {
      title: `โครงการใหม่ในภูเก็ต — ${SITE_NAME}`,
      description:
        'โครงการคอนโดมิเนียมและวิลล่าในภูเก็ต ทั้งก่อนสร้างเสร็จและพร้อมอยู่ แยกตามทำเล สถานะ และผู้พัฒนา พร้อมกำหนดแล้วเสร็จและราคา',
    },
    zh: {
      title: `普吉岛新楼盘 — ${SITE_NAME}`,
      description: '按区域、阶段和开发商浏览普吉岛期房及现房公寓和别墅项目，附竣工日期和价格。',
    },
  },
  about: {
    en: {
      title: `About us — ${SITE_NAME}`,
      description:
        'A local team in Phuket since 2008: we help people from more than forty countries find, buy and rent property on the island.',
    },
    ru: {
      title: `О нас — ${SITE_NAME}`,
      description:
        'Местная команда на Пхукете с 2008 года: помогаем людям из более чем сорока стран находить, покупать и арендовать недвижимость на острове.',
    },
    th: {
      title: `เกี่ยวกับเรา — ${SITE_NAME}`,
      description:
        'ทีมงานท้องถิ่นในภูเก็ตตั้งแต่ปี 2008 ช่วยผู้คนจากกว่าสี่สิบประเทศค้นหา ซื้อ และเช่าอสังหาริมทรัพย์บนเกาะ',
    },
    zh: {
      title: `关于我们 — ${SITE_NAME}`,
      description:
        '自 2008 年扎根普吉岛的本地团队，已帮助来自四十多个国家的客户在岛上寻找、购买和租赁房产。',
    },
  },
  contact: {
    en: {
      title: `Contact us — ${SITE_NAME}`,
      description:
        'Questions about buying, renting or listing property in Phuket? Write to us: our team answers within one working day.',
    },
    ru: {
      title: `Связаться с нами — ${SITE_NAME}`,
      description:
        'Вопросы о покупке, аренде или размещении недвижимости на Пхукете? Напишите нам: команда ответит в течение одного рабочего дня.',
    },
    th: {
      title: `ติดต่อเรา — ${SITE_NAME}`,
      description:
        'มีคำถามเรื่องซื้อ เช่า หรือลงประกาศอสังหาริมทรัพย์ในภูเก็ต เขียนถึงเรา ทีมงานตอบภายในหนึ่งวันทำการ',
    },
    zh: {
      title: `联系我们 — ${SITE_NAME}`,
      description:
        '对在普吉岛购房、租房或发布房源有疑问？给我们留言，我们的团队会在一个工作日内回复。',
    },
  },
  terms: {
    en: {
      title: `Terms & Privacy Policy — ${SITE_NAME}`,
      description:
        'The terms of using WOW Phuket and how we handle your personal data: what we keep, why, for how long, and your rights.',
    },
    ru: {
      title: `Условия использования и политика конфиденциальности — ${SITE_NAME}`,
      description:
        'Условия использования WOW Phuket и то, как мы обращаемся с вашими персональными данными: что храним, зачем, как долго и каковы ваши права.',
    },
    th: {
      title: `ข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว — ${SITE_NAME}`,
      description:
        'ข้อกำหนดการใช้ WOW Phuket และวิธีที่เราดูแลข้อมูลส่วนบุคคลของคุณ เก็บอะไร เพื่ออะไร นานเท่าใด และสิทธิของคุณ',
    },
    zh: {
      title: `使用条款与隐私政策 — ${SITE_NAME}`,
      description:
        'WOW Phuket 的使用条款，以及我们如何处理您的个人数据：保存什么、为何保存、保存多久以及您的权利。',
    },
  },
  ownership: {
    en: {
      title: `How a foreigner can own property in Phuket — ${SITE_NAME}`,
      description:
        'Condominium freehold, the foreign quota, leasehold and Thai companies: the ways a foreigner can own property in Phuket, in plain words.',
    },
    ru: {
      title: `Как иностранцу владеть недвижимостью на Пхукете — ${SITE_NAME}`,
      description:
        'Фрихолд в кондоминиуме, иностранная квота, лизхолд и тайская компания: как иностранец может владеть недвижимостью на Пхукете, простыми словами.',
    },
    th: {
      title: `ชาวต่างชาติเป็นเจ้าของอสังหาริมทรัพย์ในภูเก็ตได้อย่างไร — ${SITE_NAME}`,
      description:
        'กรรมสิทธิ์ห้องชุด โควตาต่างชาติ สิทธิการเช่า และบริษัทไทย วิธีที่ชาวต่างชาติเป็นเจ้าของอสังหาริมทรัพย์ในภูเก็ตได้ อธิบายอย่างเข้าใจง่าย',
    },
    zh: {
      title: `外国人如何在普吉岛拥有房产 — ${SITE_NAME}`,
      description:
        '公寓永久产权、外国人配额、租赁产权与泰国公司：以浅显的语言说明外国人在普吉岛拥有房产的方式。',
    },
  },
};
