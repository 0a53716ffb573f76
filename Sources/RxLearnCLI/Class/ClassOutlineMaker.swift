import ClassProtocol
import LessonKit

/// The course as the class server needs it: the learning path's stages (the reference pages
/// left out), each lesson with its cells and exercises; without a path, one stage per chapter.
enum ClassOutlineMaker {
    static func outline(of loaded: LoadedLessons) -> ClassOutline {
        let lessons = Dictionary(loaded.lessons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func entry(_ lesson: Lesson) -> ClassOutline.Lesson {
            ClassOutline.Lesson(id: lesson.id, cells: lesson.cells.map(\.id), exercises: lesson.exercises.map(\.id))
        }
        guard let path = loaded.path else {
            return ClassOutline(stages: loaded.chapters.map { ClassOutline.Stage(title: $0.title, lessons: $0.lessons.map(entry)) })
        }
        return ClassOutline(stages: path.pathStages.map { stage in
            ClassOutline.Stage(title: stage.title, lessons: stage.lessons.compactMap { lessons[$0.lessonID] }.map(entry))
        })
    }
}
