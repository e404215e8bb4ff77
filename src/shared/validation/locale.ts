import { setLocale } from 'yup';

// Fallback texts for rules a schema does not word itself (a wrong type, an unknown value), so that
// no English yup default ever reaches a user. Imported by every schema module.
setLocale({
  mixed: {
    default: 'Giá trị không hợp lệ',
    required: 'Trường này là bắt buộc',
    notType: 'Giá trị không đúng kiểu dữ liệu',
    oneOf: 'Giá trị không nằm trong danh sách cho phép',
    defined: 'Trường này là bắt buộc',
    notNull: 'Giá trị không hợp lệ',
  },
  string: {
    min: ({ min }) => `Phải có ít nhất ${min} ký tự`,
    max: ({ max }) => `Không được vượt quá ${max} ký tự`,
    email: 'Email không hợp lệ',
    matches: 'Giá trị không đúng định dạng',
  },
  number: {
    min: ({ min }) => `Phải lớn hơn hoặc bằng ${min}`,
    max: ({ max }) => `Phải nhỏ hơn hoặc bằng ${max}`,
    integer: 'Phải là số nguyên',
  },
  array: {
    min: ({ min }) => `Cần ít nhất ${min} mục`,
    max: ({ max }) => `Không được quá ${max} mục`,
  },
});
