import LessonKit
import Localization

/// `↓ ↑ ] [`: moving between the course's lessons and a lesson's stops. Every move is saved as
/// the learner's position; the other features hear of it (`arrived`) and start the new stop
/// afresh. Search, the contents and the operator index move through `go`.
public enum NavigationFeature {
    /// The course and where the learner is in it: the one place every other feature reads.
    public struct State: Sendable, Equatable {
        public var course: Course
        public var lessonIndex = 0
        /// The current stop of the lesson: one of its cells or one of its exercises.
        public var stop = Stop.cell(0)

        public init(course: Course) {
            self.course = course
        }
    }

    public enum Action: Sendable, Equatable {
        case command(NavigationCommand)
        /// Opens a lesson at a stop, and counts the lesson as visited.
        case go(lesson: Int, stop: Stop)
        /// Where the notebook opens, before its first frame (nothing is recorded).
        case open(OpeningPlace)
        /// The same lessons in another language: the same lesson and stop, found by id.
        case replaceCourse(Course)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        switch action {
        case .command(let command):
            switch command {
            case .nextStop: return moveStop(by: 1, state)
            case .previousStop: return moveStop(by: -1, state)
            case .nextLesson: return nextOnPath(state, in: notebook)
            case .previousLesson: return moveLesson(by: -1, state)
            }
        case .go(let lesson, let stop):
            return go(&state, lesson: lesson, stop: stop)
        case .open(let place):
            return open(&state, at: place, in: notebook)
        case .replaceCourse(let course):
            replaceCourse(&state, with: course)
            return []
        }
    }

    private static func moveStop(by offset: Int, _ state: State) -> [FeatureEffect] {
        guard let stops = state.currentLesson?.stops, let here = stops.firstIndex(of: state.stop) else { return [] }
        let target = here + offset
        guard stops.indices.contains(target) else {
            return [.say(offset > 0 ? UIText.Notebook.Messages.lastStop : UIText.Notebook.Messages.firstStop)]
        }
        return [.send(.navigation(.go(lesson: state.lessonIndex, stop: stops[target])))]
    }

    /// `]`: the path goes through a lesson's exercises before the next lesson: the next one
    /// not yet solved after this stop, saying how many are left, else the next lesson.
    private static func nextOnPath(_ state: State, in notebook: NotebookState) -> [FeatureEffect] {
        guard let lesson = state.currentLesson, let here = lesson.stops.firstIndex(of: state.stop) else { return moveLesson(by: 1, state) }
        let ahead = lesson.stops.dropFirst(here + 1).compactMap { stop -> Int? in
            guard case .exercise(let index) = stop, notebook.progress.exercises[lesson.exercises[index].id]?.passed != true else { return nil }
            return index
        }
        guard let next = ahead.first else { return moveLesson(by: 1, state) }
        return [.send(.navigation(.go(lesson: state.lessonIndex, stop: .exercise(next)))),
                .say(UIText.Notebook.Messages.exercisesOnThePath(left: ahead.count))]
    }

    private static func moveLesson(by offset: Int, _ state: State) -> [FeatureEffect] {
        let target = state.lessonIndex + offset
        guard state.course.entries.indices.contains(target) else {
            return [.say(offset > 0 ? UIText.Notebook.Messages.lastLesson : UIText.Notebook.Messages.firstLesson)]
        }
        return [.send(.navigation(.go(lesson: target, stop: .cell(0))))]
    }

    /// Another lesson opens at its top, title first; a move within the lesson makes the prose
    /// follow the stop again. Windows close, step mode starts over, a review session ends (the
    /// teacher's "follow me" or poll took the learner elsewhere).
    private static func go(_ state: inout State, lesson: Int, stop: Stop) -> [FeatureEffect] {
        guard state.course.entries.indices.contains(lesson) else { return [] }
        let opensAnotherLesson = lesson != state.lessonIndex
        state.lessonIndex = lesson
        // A stop the lesson does not have (its "first cell" when it has only exercises) is its
        // first stop: j and k walk from there.
        let lessonStops = state.course.entries[lesson].lesson.stops
        let firstStop = state.course.entries[lesson].lesson.firstStop
        state.stop = lessonStops.contains(stop) ? stop : firstStop
        let arrival = Arrival(opensAnotherLesson: opensAnotherLesson, atFirstStop: state.stop == firstStop)
        return [.send(.layout(.arrived(arrival))), .send(.step(.arrived)), .send(.overlays(.close)), .send(.review(.placeChanged))]
            + recordPosition(state)
    }

    /// Marks the current lesson visited and remembers where the learner is.
    static func recordPosition(_ state: State) -> [FeatureEffect] {
        guard let lesson = state.currentLesson else { return [] }
        return [.record(.position(lessonID: lesson.id, cellID: state.currentStopID))]
    }

    /// The welcome page on the very first run, the top of the lesson where the learner stopped
    /// (at the stop they were at), or the lesson or exercise asked for. An unknown id opens where
    /// the learner stopped (the command line refuses it first).
    private static func open(_ state: inout State, at place: OpeningPlace, in notebook: NotebookState) -> [FeatureEffect] {
        switch place {
        case .item(let id):
            if let (lesson, stop) = state.course.place(ofItem: id) {
                state.lessonIndex = lesson
                state.stop = stop
                // A lesson opens at its title; an exercise asked for is shown.
                let atTitle = state.course.index(ofLesson: id) != nil
                return [.send(.layout(atTitle ? .proseAtTitle : .proseFollowsStop))]
            }
        case .welcomeOnFirstRun:
            // A class watching a projector needs no welcome.
            if notebook.isFirstRun && !notebook.presentMode {
                state.lessonIndex = 0
                state.stop = state.course.entries.first?.lesson.firstStop ?? .cell(0)
                return [.send(.layout(.proseAtTitle)), .send(.overlays(.open(.welcome)))]
            }
        case .whereLearnerStopped:
            break
        }
        return [.send(.layout(.proseAtTitle))]
    }

    /// The same lesson and stop in the new course, found by id; the first lesson's first stop
    /// when the lesson is not there.
    private static func replaceCourse(_ state: inout State, with course: Course) {
        let lessonID = state.currentLesson?.id
        let stopID = state.currentStopID
        state.course = course
        if let lessonID, let index = course.index(ofLesson: lessonID) {
            state.lessonIndex = index
            state.stop = stopID.flatMap(course.entries[index].lesson.stop(withID:)) ?? course.entries[index].lesson.firstStop
        } else {
            state.lessonIndex = min(state.lessonIndex, max(0, course.entries.count - 1))
            state.stop = course.entries.indices.contains(state.lessonIndex) ? course.entries[state.lessonIndex].lesson.firstStop : .cell(0)
        }
    }
}

/// The keys that move through the course.
public enum NavigationCommand: Sendable, Equatable {
    case nextStop, previousStop, nextLesson, previousLesson
}

/// What the other features hear when the learner moves.
public struct Arrival: Sendable, Equatable {
    public var opensAnotherLesson: Bool
    public var atFirstStop: Bool
}

extension NavigationFeature.State {
    var currentLesson: Lesson? {
        course.entries.indices.contains(lessonIndex) ? course.entries[lessonIndex].lesson : nil
    }

    /// The id the learner's position stores: the cell's, or the exercise's.
    var currentStopID: String? {
        guard let lesson = currentLesson else { return nil }
        switch stop {
        case .cell(let index): return lesson.cells.indices.contains(index) ? lesson.cells[index].id : nil
        case .exercise(let index): return lesson.exercises.indices.contains(index) ? lesson.exercises[index].id : nil
        }
    }
}

extension NotebookState {
    /// Where the notebook opens (`Notebook.open`), before its first frame: nothing is recorded
    /// until `recordPosition`.
    public mutating func open(at place: OpeningPlace) {
        _ = NotebookReducer.reduce(&self, .navigation(.open(place)))
    }

    /// Marks the current lesson visited and remembers where the learner is: what opening the
    /// notebook saves first.
    public mutating func recordPosition() -> [NotebookEffect] {
        guard let lesson = currentLesson else { return [] }
        let change = ProgressChange.position(lessonID: lesson.id, cellID: navigation.currentStopID)
        change.apply(to: &progress)
        return [.saveProgress(change)]
    }

    /// Nothing recorded yet: no position, no lesson visited, no exercise tried.
    var isFirstRun: Bool {
        progress.position == nil && progress.lessons.isEmpty && progress.exercises.isEmpty
    }
}
