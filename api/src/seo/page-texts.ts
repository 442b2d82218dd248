import type { Locale } from '@phuket/shared/contract';
import { SITE_NAME } from '@phuket/shared/contract';

/** The pages without an id whose head the API writes: their kinds in the areas' routes. */
export type ListingPageKind = 'home' | 'properties' | 'developers' | 'projects';

/**
 * Each such page's <title> and description in every language: what a search result and a
 * link preview show before any script runs.
 */
export const PAGE_TEXTS: Record<
  ListingPageKind,
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
};
