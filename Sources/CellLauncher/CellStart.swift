#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last step: the launcher becomes the cell, in its working folder, with the environment
/// rxlearn gave the launcher.
enum CellStart {
    static func exec(_ request: LaunchRequest) -> Never {
        if let directory = request.directory, chdir(directory) != 0 {
            LaunchFailure.stop("cannot enter \(directory)", errorNumber: errno)
        }
        exec(request.command)
    }

    static func exec(_ command: [String]) -> Never {
        var arguments: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) }
        arguments.append(nil)
        execv(command[0], arguments)
        LaunchFailure.stop("cannot run \(command[0])", errorNumber: errno)
    }
}
