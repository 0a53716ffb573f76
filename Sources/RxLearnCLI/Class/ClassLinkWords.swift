import ClassLink
import ClassProtocol

/// A class problem as the one sentence the learner or teacher reads, in their language.
enum ClassLinkWords {
    static func sentence(_ error: ClassLinkError) -> String {
        switch error {
        case .unreachable(let server, let detail): return CLIText.Class.unreachable(server, detail).text
        case .notAClassServer(let server): return CLIText.Class.notAClassServer(server).text
        case .notInAClass: return CLIText.Class.notInAClass.text
        case .file(let detail): return CLIText.Class.classFile(detail).text
        case .refused(let refusal):
            switch refusal.reason {
            case .wrongCode: return CLIText.Class.wrongCode.text
            case .missingCode: return CLIText.Class.missingCode.text
            case .tooManyRequests: return CLIText.Class.tooManyAttempts.text
            case .wrongToken, .leftClass: return CLIText.Class.forgotten.text
            case .noOpenPoll: return CLIText.Class.noOpenPoll.text
            default: return CLIText.Class.refused(refusal.message).text
            }
        }
    }

    static func failure(_ error: ClassLinkError) -> UserFacingFailure {
        UserFacingFailure(message: sentence(error), status: ExitStatus.failure)
    }

    static func failure(_ problem: ClassTeacher.FindProblem) -> UserFacingFailure {
        switch problem {
        case .noClassRunning(let folder): UserFacingFailure(message: CLIText.Class.noClassRunning(folder).text, status: ExitStatus.failure)
        case .notAnswering(_, let address): UserFacingFailure(message: CLIText.Class.notAnswering(address).text, status: ExitStatus.failure)
        case .tokenUnreadable(let path): UserFacingFailure(message: CLIText.Class.tokenUnreadable(path).text, status: ExitStatus.failure)
        }
    }
}
