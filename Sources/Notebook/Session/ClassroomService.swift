import ClassLink
import ClassProtocol
import Foundation
import Localization
import NotebookCore

/// The notebook's class work, off the key path: in a class, a listener sends what the learner
/// did and hears the teacher's pushes; on a projector, the class `rxlearn class host` runs on
/// this machine takes the teacher's polls and "follow me"s. Everything it learns comes back
/// through the mailbox as `.classroom` actions. Outside a class and off a projector it starts
/// nothing.
final class ClassroomService: @unchecked Sendable {
    private let link: ClassLink
    private let mailbox: Mailbox
    /// Records, answers and the teacher's requests, in order; it alone touches `teacher` and `reachable`.
    private let queue = DispatchQueue(label: "rxlearn.class")
    private var teacher: ClassTeacher?
    private var reachable = true
    /// Main thread only.
    private var listener: ClassListener?

    /// Where a projector finds the class it teaches (`ClassTeacher.dataFolder(named:)`).
    private let classData: URL

    /// `classData` nil: the standard data folder.
    init(link: ClassLink = .shared, mailbox: Mailbox, classData: URL? = nil) {
        self.link = link
        self.mailbox = mailbox
        self.classData = classData ?? ClassTeacher.dataFolder(named: nil)
    }

    /// Starts listening when the learner is in a class (and asks the poll open now, unless it is
    /// answered); on a projector, looks for the class running here.
    func start(presentMode: Bool) {
        if presentMode { perform(.teachClass(.find)) }
        guard let membership = link.membership else { return }
        queue.async { [self] in
            reachable = !membership.lastTryFailed
            postStatus()
        }
        if let poll = unanswered(membership.openPoll) { mailbox.post(.classroom(.heard([], openPoll: poll))) }
        listener = link.startListening(onContact: { [weak self] reached in
            guard let self else { return }
            queue.async { self.reachable = reached; self.postStatus() }
        }) { [weak self] sync in
            guard let self else { return }
            mailbox.post(.classroom(.heard(sync.newPushes, openPoll: unanswered(sync.openPoll))))
            queue.async { self.postStatus() }
        }
    }

    /// The open poll, unless the learner answered it already (in this notebook or an earlier one).
    private func unanswered(_ poll: PollView?) -> PollView? {
        guard let poll, link.membership?.answeredPolls.contains(poll.id) != true else { return nil }
        return poll
    }

    func stop() {
        listener?.stop()
        listener = nil
    }

    /// Carries out the reducer's class effects; the others are not this service's.
    func perform(_ effect: NotebookEffect) {
        switch effect {
        case .tellClass(let activities):
            queue.async { [self] in
                link.record(activities)
                postStatus()
            }
        case .answerPoll(let pollID, let answer):
            queue.async { [self] in
                if case .failure = link.answer(poll: pollID, answer) { mailbox.post(.classroom(.note(UIText.Notebook.Class.answerQueued))) }
                postStatus()
            }
        case .teachClass(let request):
            queue.async { [self] in teach(request) }
        default:
            break
        }
    }

    /// The learner's answer to an exercise, read from their file, to the teacher.
    func share(exerciseID: String, code: String) {
        guard code.utf8.count <= ClassLimits.maxSharedCodeBytes else {
            mailbox.post(.classroom(.note(UIText.Notebook.Class.shareTooLarge(ClassLimits.maxSharedCodeBytes / 1024))))
            return
        }
        perform(.tellClass([.sharedAnswer(exercise: exerciseID, code: code)]))
    }

    private func teach(_ request: TeacherRequest) {
        if case .find = request {
            teacher = try? ClassTeacher.find(in: classData, timeout: 3).get()
            mailbox.post(.classroom(.teacherFound(teacher != nil)))
            return
        }
        guard let teacher else { return }
        let reply: TeacherReply
        switch request {
        case .find:
            return
        case .openPoll(let poll):
            reply = teacher.openPoll(poll).map(TeacherReply.poll).failureSentence
        case .reveal(let id):
            reply = teacher.changePoll(id, .reveal).map(TeacherReply.poll).failureSentence
        case .follow(let lesson):
            reply = teacher.follow(lesson: lesson).map { _ in TeacherReply.followSent(lesson: lesson) }.failureSentence
        }
        mailbox.post(.classroom(.teacherReplied(reply)))
    }

    /// The link as the status bar shows it, or nil once the learner left the class.
    private func postStatus() {
        let status = link.status.map { ClassLinkStatus(name: $0.membership.name, reachable: reachable, queued: $0.queued) }
        mailbox.post(.classroom(.linkChanged(status)))
    }
}

private extension Result where Success == TeacherReply, Failure == ClassLinkError {
    var failureSentence: TeacherReply {
        switch self {
        case .success(let reply): reply
        case .failure(let error): .failed(error.sentence)
        }
    }
}
