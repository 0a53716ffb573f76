import LessonKit
import Localization

extension NotebookState {
    /// The status bar's word on the class, before the lesson count: in a class, offline with
    /// events queued, or (a projector) a class running here; nil otherwise. Short: the position
    /// on its left is what the learner reads first.
    public var classBadge: Phrase? {
        if let link = classroom.link {
            return link.reachable ? UIText.Notebook.Class.inClass : UIText.Notebook.Class.offline(queued: link.queued)
        }
        return classroom.teaching == .running ? UIText.Notebook.Class.teaching : nil
    }

    /// Whether the next key answers an offer: one waits, and no window or playground has the
    /// keys (an offer that comes then waits until they close).
    public var offerTakesKeys: Bool {
        classroom.offer != nil && playground == nil && overlay == nil
    }

    /// The offer waiting for the next key, as the message line words it.
    public var classOfferLine: Phrase? {
        guard offerTakesKeys, let offer = classroom.offer else { return nil }
        switch offer {
        case .followMe(let lesson): return UIText.Notebook.Class.followOffer(lesson)
        case .poll:
            guard let poll = classroom.poll else { return nil }
            return UIText.Notebook.Class.pollOffer(poll.lesson, poll.cell)
        case .share(let exercise): return UIText.Notebook.Class.shareOffer(exercise)
        }
    }
}

extension NotebookState {
    /// Whether a prediction of `target` for `key` answers the teacher's open poll.
    func pollAsks(about key: CellKey, _ target: PredictInput.Target) -> Bool {
        guard pollIsOpen(on: key), let poll = classroom.poll else { return false }
        return (poll.lane.map(PredictInput.Target.lane) ?? .printedLines) == target
    }

    /// Whether the teacher's poll on `key`'s cell is open, for this learner in a class.
    func pollIsOpen(on key: CellKey) -> Bool {
        guard classroom.link != nil, let poll = classroom.poll, poll.state == .open else { return false }
        return poll.lesson == key.lessonID && poll.cell == key.cellID
    }
}
