import ClassProtocol
import Localization

extension ClassLinkError {
    /// The problem as the one sentence the learner or teacher reads, in their language: the
    /// command line's and the notebook's wording.
    public var sentence: String {
        typealias Words = UIText.CommandLine.Class
        switch self {
        case .unreachable(let server, let detail): return Words.unreachable(server, detail).text
        case .notAClassServer(let server): return Words.notAClassServer(server).text
        case .notInAClass: return Words.notInAClass.text
        case .file(let detail): return Words.classFile(detail).text
        case .refused(let refusal):
            switch refusal.reason {
            case .wrongCode: return Words.wrongCode.text
            case .missingCode: return Words.missingCode.text
            case .tooManyRequests: return Words.tooManyAttempts.text
            case .wrongToken, .leftClass: return Words.forgotten.text
            case .noOpenPoll: return Words.noOpenPoll.text
            default: return Words.refused(refusal.message).text
            }
        }
    }
}
