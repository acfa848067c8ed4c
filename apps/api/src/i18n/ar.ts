import type { MessageKey } from './en.ts';

// API messages in Arabic; the type makes a missing or extra key a compile error.
export const ar: Record<MessageKey, string> = {
  'http.malformed': 'تعذّرت قراءة الطلب. تأكد من أنه JSON أو نموذج بيانات صالح.',
  'http.not-found': 'لا شيء هنا: هذا العنوان غير موجود.',
  'http.method-not-allowed': 'هذه الطريقة غير مسموح بها هنا.',
  'http.too-large': 'حجم الطلب كبير جدًا.',
  'http.unsupported-media-type': 'هذا النوع من المحتوى غير مدعوم.',
  'http.too-many-requests':
    'طلبات كثيرة جدًا. يرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى.',
  'http.internal': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  'http.unauthenticated': 'يرجى تسجيل الدخول للمتابعة.',
  'http.forbidden': 'غير مسموح لك بالقيام بذلك.',
  'http.validation': 'بعض الحقول غير صالحة.',
  'health.database-down': 'قاعدة البيانات غير متاحة.',
  'catalog.country-not-found': 'هذه الدولة غير موجودة.',
  'catalog.category-not-found': 'هذا القسم غير موجود.',
  'validation.required': 'هذا الحقل مطلوب.',
  'validation.invalid-type': 'نوع هذه القيمة غير صحيح.',
  'validation.too-short': 'يجب ألا يقل عن {{min}} حرفًا.',
  'validation.too-long': 'يجب ألا يزيد عن {{max}} حرفًا.',
  'validation.too-small': 'يجب ألا يقل عن {{min}}.',
  'validation.too-big': 'يجب ألا يزيد عن {{max}}.',
  'validation.too-few-items': 'اختر {{min}} على الأقل.',
  'validation.too-many-items': 'اختر {{max}} على الأكثر.',
  'validation.invalid-email': 'أدخل بريدًا إلكترونيًا صالحًا.',
  'validation.invalid-url': 'أدخل عنوانًا (رابطًا) صالحًا.',
  'validation.invalid-value': 'اختر إحدى القيم المسموح بها.',
  'validation.not-integer': 'يجب أن يكون عددًا صحيحًا.',
  'validation.unknown-field': 'هذا الحقل غير مقبول.',
  'validation.invalid': 'هذه القيمة غير صالحة.',
};
