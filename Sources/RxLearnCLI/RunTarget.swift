import ArgumentParser
import Foundation

/// What `rxlearn run` was asked to run: a Swift file, or the cells of a lesson.
enum RunTarget: Equatable {
    case file(URL)
    case lesson(id: String)

    /// A path (anything ending in `.swift` or containing a `/`) is a file; anything else is a
    /// lesson id. Lesson ids never contain `/`, so `./4.1-create` forces a file named like one.
    static func resolve(_ text: String) throws -> RunTarget {
        guard text.hasSuffix(".swift") || text.contains("/") else {
            return .lesson(id: text)
        }
        let url = URL(fileURLWithPath: text)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw UserFacingFailure.usage(CLIText.Failure.noSuchFile(text).text)
        }
        guard !isDirectory.boolValue else {
            throw UserFacingFailure.usage(CLIText.Failure.isAFolder(text).text)
        }
        return .file(url)
    }
}
