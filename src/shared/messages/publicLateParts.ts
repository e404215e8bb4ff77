/**
 * Texts of the public site's parts whose code loads after the page's: the footer, and the home
 * page's news, video and map bands (the video and the map are on the about and contact pages too).
 * Apart from publicSite.ts, whose texts come with every page's first load: a module's texts come
 * whole wherever one of them is read.
 */
export const PUBLIC_LATE_MSG = {
  footer: {
    representative: 'Người đại diện',
    taxCode: 'Mã số thuế',
    importantsHeading: 'Thông tin hữu ích',
    socialsHeading: 'Kết nối với chúng tôi',
    copyright: (websiteName: string, year: number) => `© ${year} ${websiteName}. Bảo lưu mọi quyền.`,
  },
  home: {
    newsHeading: 'Tin tức pháp lý mới nhất',
    newsAll: 'Xem tất cả tin tức',
    videoHeading: 'Giới thiệu về chúng tôi',
    videoPlay: 'Phát video giới thiệu',
    videoFallback: 'Xem video trên YouTube',
    mapHeading: 'Bản đồ văn phòng',
    mapFallback: 'Mở bản đồ trên Google Maps',
  },
} as const;
