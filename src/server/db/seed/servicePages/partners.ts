/**
 * Past partners and customers shown in the carousel of the service pages. Fictional Vietnamese
 * businesses with our own SVG logos.
 */
export interface PartnerSeed {
  title: string;
  shortName: string;
  image: string;
}

const logo = (file: string) => `/images/services/partners/${file}.svg`;

export const partnerSeeds: PartnerSeed[] = [
  { title: 'Công ty TNHH Cà phê Đồi Xanh', shortName: 'Đồi Xanh', image: logo('doi-xanh') },
  { title: 'Công ty Cổ phần Dược phẩm An Khang', shortName: 'An Khang', image: logo('an-khang') },
  { title: 'Công ty Cổ phần Phần mềm Lạc Hồng', shortName: 'LH Soft', image: logo('lh-soft') },
  { title: 'Công ty TNHH Thời trang Mộc Miên', shortName: 'Mộc Miên', image: logo('moc-mien') },
  { title: 'Hợp tác xã Nông sản sạch Tam Đảo', shortName: 'Tam Đảo Farm', image: logo('tam-dao') },
  { title: 'Công ty Cổ phần Nội thất Gỗ Việt', shortName: 'Gỗ Việt', image: logo('go-viet') },
  { title: 'Công ty TNHH Mỹ phẩm Hoa Sen', shortName: 'Hoa Sen', image: logo('hoa-sen') },
  { title: 'Công ty Cổ phần Giáo dục Tri Thức Trẻ', shortName: 'Tri Thức Trẻ', image: logo('tri-thuc-tre') },
  { title: 'Công ty TNHH Bao bì Phương Nam', shortName: 'Phương Nam', image: logo('phuong-nam') },
  { title: 'Công ty Cổ phần Thiết bị Y tế Minh An', shortName: 'Minh An', image: logo('minh-an') },
  { title: 'Công ty TNHH Du lịch Biển Ngọc', shortName: 'Biển Ngọc', image: logo('bien-ngoc') },
  { title: 'Công ty Cổ phần Đồ uống Suối Mát', shortName: 'Suối Mát', image: logo('suoi-mat') },
];
