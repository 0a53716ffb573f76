import LessonKit
import Localization

/// Moving between lessons and cells; every move is saved as the learner's position.
extension NotebookState {
    mutating func moveCell(by offset: Int) -> [NotebookEffect] {
        guard let stops = currentLesson?.stops, let here = stops.firstIndex(of: stop) else { return [] }
        let target = here + offset
        guard stops.indices.contains(target) else {
            message = .init(offset > 0
                ? UIText.Notebook.Messages.lastStop.text
                : UIText.Notebook.Messages.firstStop.text)
            return []
        }
        return go(lesson: lessonIndex, stop: stops[target])
    }

    mutating func moveLesson(by offset: Int) -> [NotebookEffect] {
        let target = lessonIndex + offset
        guard course.entries.indices.contains(target) else {
            message = .init(offset > 0 ? UIText.Notebook.Messages.lastLesson.text : UIText.Notebook.Messages.firstLesson.text)
            return []
        }
        return go(lesson: target)
    }

    /// Where the notebook opens (`Notebook.open`): the welcome page on the very first run, the
    /// top of the lesson where the learner stopped (at the stop they were at), or the lesson or
    /// exercise asked for. An unknown id opens where the learner stopped (the command line
    /// refuses it first).
    public mutating func open(at place: OpeningPlace) {
        switch place {
        case .item(let id):
            if let (lesson, stop) = course.place(ofItem: id) {
                lessonIndex = lesson
                self.stop = stop
                // A lesson opens at its title; an exercise asked for is shown.
                proseScroll = course.index(ofLesson: id) != nil ? 0 : nil
                return
            }
        case .welcomeOnFirstRun:
            // A class watching a projector needs no welcome.
            if isFirstRun && !presentMode {
                lessonIndex = 0
                stop = course.entries.first?.lesson.stops.first ?? .cell(0)
                overlay = .welcome
            }
        case .whereLearnerStopped:
            break
        }
        proseScroll = 0
    }

    /// Nothing recorded yet: no position, no lesson visited, no exercise tried.
    var isFirstRun: Bool {
        progress.position == nil && progress.lessons.isEmpty && progress.exercises.isEmpty
    }

    /// Opens a lesson at a stop (its first by default), step mode starts over, and the lesson
    /// counts as visited. Another lesson opens at its top, title first; a move within the lesson
    /// makes the prose follow the stop again.
    mutating func go(lesson: Int, stop: Stop = .cell(0)) -> [NotebookEffect] {
        guard course.entries.indices.contains(lesson) else { return [] }
        let opensAnotherLesson = lesson != lessonIndex
        lessonIndex = lesson
        self.stop = stop
        proseScroll = opensAnotherLesson && stop == .cell(0) ? 0 : nil
        codeScroll = 0
        overlay = nil
        if run.revealedSteps != nil { run.revealedSteps = 0 }
        return recordPosition()
    }

    /// Marks the current lesson visited and remembers where the learner is.
    public mutating func recordPosition() -> [NotebookEffect] {
        guard let lesson = currentLesson else { return [] }
        let cellID = currentStopID
        return [record(.position(lessonID: lesson.id, cellID: cellID))]
    }
}
