import ClassProtocol
import LessonKit
import Localization

/// The notebook in a live class (`rxlearn class join`, `rxlearn class host`): the status bar says
/// so, the teacher's "follow me" is offered (one key accepts, any other declines: the notebook
/// never moves on its own), a poll the teacher opens opens the prediction box on its cell and the
/// learner's answer goes to the poll, and `S` shares an exercise's answer on purpose. On a
/// projector (`present`) with a class running on the machine, `P` polls the class on the current
/// cell (again: reveals it) and `F` offers the current lesson.
///
/// The network is the session's (`ClassLink`, `ClassTeacher`): this asks for it with effects and
/// hears back through actions. What the learner did goes to the class through
/// `ClassActivities`, never their code except an answer shared with `S`.
public enum ClassroomFeature {
    public struct State: Sendable, Equatable {
        /// The learner's link to a class, as the status bar shows it; nil outside one.
        public var link: ClassLinkStatus?
        /// What waits for the learner's next key: the teacher's offer, or "share this answer?".
        public var offer: ClassOffer?
        /// The newest poll the notebook heard of, and the learner's answers by poll id.
        public var poll: PollView?
        public var answers: [String: String] = [:]
        /// The projector's side: whether a class runs on this machine, and the teacher's last poll.
        public var teaching = Teaching.notLooking
        public var teacherPoll: PollView?

        public init() {}
    }

    /// Whether `present` found the class `rxlearn class host` runs on this machine.
    public enum Teaching: Sendable, Equatable {
        case notLooking, looking, absent, running
    }

    public enum Action: Sendable, Equatable {
        case command(ClassroomCommand)
        /// The link's state changed (joined, left, reachable or not, events queued).
        case linkChanged(ClassLinkStatus?)
        /// The teacher's new pushes, oldest first, and the poll open now.
        case heard([TeacherPush], openPoll: PollView?)
        /// A key pressed while an offer waits: it accepts or declines, and does nothing else.
        case offerKey(Key)
        /// The learner's prediction for the open poll, sent instead of running the cell.
        case answer(PredictInput)
        /// `present` looked for the class running on this machine.
        case teacherFound(Bool)
        case teacherReplied(TeacherReply)
        /// A note from the session's class work (an answer queued, a share refused).
        case note(Phrase)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Class
        switch action {
        case .command(.share):
            return askToShare(&state, in: notebook)
        case .command(let command):
            return teach(command, &state, in: notebook)
        case .linkChanged(let link):
            // Where the learner is, once the link is known: the opening's position was recorded before.
            let joined = state.link == nil && link != nil
            state.link = link
            guard joined, let lesson = notebook.currentLesson?.id else { return [] }
            return [.session(.tellClass([.lessonReached(lesson: lesson)]))]
        case .heard(let pushes, let openPoll):
            return hear(pushes, openPoll: openPoll, &state, in: notebook)
        case .offerKey(let key):
            guard let offer = state.offer else { return [] }
            state.offer = nil
            guard KeyTable.command(for: key, in: .classOffer) == .acceptOffer else { return [.say(Words.offerDeclined)] }
            return accept(offer, &state, in: notebook)
        case .answer(let input):
            guard let poll = state.poll, poll.state == .open else { return [] }
            let text = input.answerText
            state.answers[poll.id] = text
            if state.offer == .poll(poll.id) { state.offer = nil }
            return [.session(.answerPoll(pollID: poll.id, answer: text)), .say(Words.answerSent)]
        case .teacherFound(let found):
            state.teaching = found ? .running : .absent
            return []
        case .teacherReplied(.poll(let view)):
            state.teacherPoll = view
            return [.say(view.state == .revealed ? Words.teacherPollRevealed(view.expectedOnOneLine) : Words.teacherPollOpened(view.cell))]
        case .teacherReplied(.followSent(let lesson)):
            return [.say(Words.followSent(lesson))]
        case .teacherReplied(.failed(let reason)):
            return [.say(Words.classRefused(reason), .warning)]
        case .note(let phrase):
            return [.say(phrase)]
        }
    }

    // MARK: The learner

    private static func hear(_ pushes: [TeacherPush], openPoll: PollView?, _ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Class
        var effects: [FeatureEffect] = []
        for push in pushes {
            switch push.kind {
            case .followMe:
                guard let lesson = push.lesson, lesson != notebook.currentLesson?.id, lesson != notebook.currentExercise?.id else { continue }
                guard notebook.course.place(ofItem: lesson) != nil else {
                    effects.append(.say(Words.followMissing(lesson)))
                    continue
                }
                state.offer = .followMe(lesson: lesson)
            case .pollOpened:
                if let poll = push.poll, poll.state == .open, state.poll?.id != poll.id { effects += start(poll, &state, in: notebook) }
            case .pollClosed:
                guard let poll = push.poll, state.poll?.id == poll.id else { continue }
                state.poll = poll
                if state.offer == .poll(poll.id) { state.offer = nil }
                effects.append(.say(Words.pollClosed))
            case .pollRevealed:
                guard let poll = push.poll, state.poll?.id == poll.id || state.poll == nil else { continue }
                state.poll = poll
                if state.offer == .poll(poll.id) { state.offer = nil }
                effects += reveal(poll, state, in: notebook)
            }
        }
        // A learner who joined during a poll, or missed its push, is asked all the same.
        if let open = openPoll, open.state == .open, state.poll?.id != open.id, state.answers[open.id] == nil {
            effects += start(open, &state, in: notebook)
        }
        return effects
    }

    /// A poll opens the prediction box on its cell at once, unless the learner is busy in a
    /// window or the playground: then it is offered.
    private static func start(_ poll: PollView, _ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        state.poll = poll
        guard notebook.course.place(ofCell: poll.cell, inLesson: poll.lesson) != nil else {
            return [.say(UIText.Notebook.Class.pollCellMissing(poll.lesson, poll.cell))]
        }
        // Already predicting that cell: the box answers the new poll as it is.
        if notebook.isPredicting, notebook.currentKey == CellKey(lessonID: poll.lesson, cellID: poll.cell) { return [] }
        if notebook.playground != nil || notebook.overlay != nil {
            state.offer = .poll(poll.id)
            return []
        }
        return open(poll, in: notebook)
    }

    private static func open(_ poll: PollView, in notebook: NotebookState) -> [FeatureEffect] {
        guard let place = notebook.course.place(ofCell: poll.cell, inLesson: poll.lesson) else { return [] }
        return [.send(.navigation(.go(lesson: place.lessonIndex, stop: place.stop))),
                .send(.predict(.startPredicting(poll.lane.map(PredictInput.Target.lane) ?? .printedLines))),
                .say(UIText.Notebook.Class.pollOpened(poll.cell))]
    }

    /// The answer, and whether the learner's was right; at the poll's cell with nothing in the
    /// way, the cell runs, which judges and records the prediction as any other.
    private static func reveal(_ poll: PollView, _ state: State, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Class
        let expected = poll.expectedOnOneLine
        let said: Phrase
        if let answer = state.answers[poll.id] {
            said = PollAnswer.same(answer, poll.expected ?? "", lane: poll.lane != nil) ? Words.revealedRight(expected) : Words.revealedWrong(expected)
        } else {
            said = Words.revealed(expected)
        }
        let atCell = notebook.currentKey == CellKey(lessonID: poll.lesson, cellID: poll.cell)
        let runs = atCell && notebook.overlay == nil && notebook.playground == nil && !notebook.isRunning
        return (runs ? [.send(.run(.command(.runCell)))] : []) + [.say(said)]
    }

    private static func askToShare(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        guard state.link != nil else { return [.say(UIText.Notebook.Class.shareNeedsClass)] }
        guard let exercise = notebook.currentExercise else { return [.say(UIText.Notebook.Class.shareAtExercise)] }
        state.offer = .share(exerciseID: exercise.id)
        return []
    }

    private static func accept(_ offer: ClassOffer, _ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        switch offer {
        case .followMe(let lesson):
            guard let place = notebook.course.place(ofItem: lesson) else { return [] }
            return [.send(.navigation(.go(lesson: place.lessonIndex, stop: place.stop)))]
        case .poll(let id):
            guard let poll = state.poll, poll.id == id, poll.state == .open else { return [.say(UIText.Notebook.Class.pollClosed)] }
            return open(poll, in: notebook)
        case .share(let exerciseID):
            return [.session(.shareAnswer(exerciseID: exerciseID)), .say(UIText.Notebook.Class.shared(exerciseID))]
        }
    }

    // MARK: The teacher, on a projector

    private static func teach(_ command: ClassroomCommand, _ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Class
        guard notebook.presentMode else { return [.say(Words.teacherKeysNeedPresent)] }
        switch state.teaching {
        case .notLooking, .absent:
            state.teaching = .looking
            return [.session(.teachClass(.find)), .say(Words.noClassRunning)]
        case .looking:
            return [.say(Words.stillLooking)]
        case .running:
            break
        }
        switch command {
        case .poll:
            guard let lesson = notebook.currentLesson, let cell = notebook.currentCell else {
                return [.say(UIText.Notebook.Messages.nothingToPredict)]
            }
            if let open = state.teacherPoll, open.state == .open, open.lesson == lesson.id, open.cell == cell.id {
                return [.session(.teachClass(.reveal(pollID: open.id)))]
            }
            guard let request = try? PollQuestion.request(lessonID: lesson.id, cell: cell, lane: nil).get() else {
                return [.say(UIText.Notebook.Messages.nothingToPredict)]
            }
            return [.session(.teachClass(.openPoll(request)))]
        case .follow:
            guard let id = notebook.currentExercise?.id ?? notebook.currentLesson?.id else { return [] }
            return [.session(.teachClass(.follow(lesson: id)))]
        case .share:
            return []
        }
    }
}

/// The keys of the class: the teacher's two on a projector, and the learner's share.
public enum ClassroomCommand: Sendable, Equatable {
    case poll, follow, share
}

/// The learner's link, as the status bar shows it.
public struct ClassLinkStatus: Sendable, Equatable {
    /// The name the class knows the learner by.
    public var name: String
    /// Whether the class server answered the last try.
    public var reachable: Bool
    /// Events waiting to be sent.
    public var queued: Int

    public init(name: String, reachable: Bool, queued: Int) {
        self.name = name
        self.reachable = reachable
        self.queued = queued
    }
}

/// What waits for the learner's next key.
public enum ClassOffer: Sendable, Equatable {
    /// The teacher's "follow me": a lesson or exercise id.
    case followMe(lesson: String)
    /// A poll that came while the learner was busy in a window, by id.
    case poll(String)
    /// "Send your answer to the teacher?", after `S`.
    case share(exerciseID: String)
}

/// What the projector asks of the class running on this machine (`ClassTeacher`).
public enum TeacherRequest: Sendable, Equatable {
    case find
    case openPoll(OpenPollRequest)
    case reveal(pollID: String)
    case follow(lesson: String)
}

/// What the class server answered the projector.
public enum TeacherReply: Sendable, Equatable {
    case poll(PollView)
    case followSent(lesson: String)
    /// Why it could not be done, in one sentence.
    case failed(String)
}
