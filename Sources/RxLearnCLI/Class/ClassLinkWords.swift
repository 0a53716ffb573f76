import ClassLink
import ClassProtocol
import Foundation

/// A class problem as the one sentence the learner or teacher reads, in their language.
enum ClassLinkWords {
    static func sentence(_ error: ClassLinkError) -> String { error.sentence }

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

    /// `present --data`'s words: a projector can do without a class, so each says so.
    static func presentFailure(_ problem: ClassTeacher.FindProblem) -> UserFacingFailure {
        guard case .noClassRunning(let folder) = problem else { return failure(problem) }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        let words = exists ? CLIText.Class.presentNoClassRunning(folder) : CLIText.Class.presentFolderMissing(folder)
        return UserFacingFailure(message: words.text, status: ExitStatus.failure)
    }
}
