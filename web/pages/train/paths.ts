// Where the training screens live, and the names they show in the language of the page.
import type { ShelfCourse } from '../../api/train.ts';

export const viewPath = (id: number) => `/train/view?id=${id}`;
export const editPath = (id: number) => `/train/edit?id=${id}`;
export const openClassPath = (id: number) => `/train/openClassDetail?id=${id}`;
export const shelfDetailPath = (id: number) => `/train/shelfTrainDetail?id=${id}`;
export const applyPath = (courseId: number) => `/train/add?courseId=${courseId}`;

/** The course's name in the language shown (the Chinese one when it has no English name). */
export const courseNameOf = (row: { courseName: string; courseNameEn: string }, language: string) =>
  language === 'en' ? row.courseNameEn || row.courseName : row.courseName;

export const localCourse = (
  course: Pick<ShelfCourse, 'name' | 'nameEn' | 'description' | 'descriptionEn'>,
  en: boolean,
) => ({
  name: en ? course.nameEn || course.name : course.name,
  description: en ? course.descriptionEn || course.description : course.description,
});
