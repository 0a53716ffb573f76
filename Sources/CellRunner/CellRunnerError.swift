import CellProtocol
import Foundation

/// Problems that stop a cell from being compiled or run at all — as opposed to the learner's own
/// compile errors and crashes, which are ordinary results (`CompileOutcome`, `ProcessExit`).
/// Every message says what to do about it.
public enum CellRunnerError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case swiftcNotFound(searched: [String])
    case coreBuildNotFound(searched: [String])
    case coreModuleMissing(module: String, buildDirectory: String)
    case coreLibraryLinkFailed(output: String)
    case compilerDidNotFinish(reason: String)
    /// swiftc ran past `CellCompiler.compilerTimeLimit` and was stopped.
    case compilerTimedOut(limit: Duration)
    /// A `RunCancellation` stopped the compile or the run.
    case cancelled
    case spawnFailed(executable: String, errorNumber: Int32)
    case pipeFailed(errorNumber: Int32)
    /// The launcher that starts every cell is not next to the core build.
    case launcherMissing(path: String)
    /// The launcher could not shut the cell away as the probe said it could (`CellConfinement`).
    case cellNotConfined(reason: String)
    /// The folder of a run's own could not be made in the temporary folder.
    case privateFolderFailed(path: String, reason: String)
    /// rxlearn's cache cannot be written (`CacheProblem` words the reason).
    case cacheNotWritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .swiftcNotFound(let searched):
            #if canImport(Darwin)
            let install = "Install Xcode or the Command Line Tools (`xcode-select --install`), or a toolchain from https://swift.org/install"
            #else
            let install = "Install a Swift toolchain from https://swift.org/install and put its usr/bin on PATH"
            #endif
            return """
            rxlearn runs cells with the Swift compiler (swiftc) and could not find it. \(install), \
            or set RXLEARN_SWIFTC to the path of swiftc. Looked in: \(searched.joined(separator: ", ")).
            """
        case .coreBuildNotFound(let searched):
            return """
            rxlearn could not find the compiled reactive core (Modules/RxCore.swiftmodule). Run \
            `swift build` in the rxlearn checkout, or set RXLEARN_CORE_BUILD_DIR to the build folder \
            (for example .build/debug). Looked in: \(searched.joined(separator: ", ")).
            """
        case .coreModuleMissing(let module, let buildDirectory):
            return """
            The build folder \(buildDirectory) has no compiled module \(module). Run `swift build` in \
            the rxlearn checkout so that every core module is built.
            """
        case .coreLibraryLinkFailed(let output):
            return "Linking the reactive core into a shared library failed. Try `swift build` again. The linker said:\n\(output)"
        case .compilerDidNotFinish(let reason):
            return "The Swift compiler did not finish (\(reason)). Try running the cell again."
        case .compilerTimedOut(let limit):
            return "The Swift compiler did not finish within the compile limit of \(CompileTimeLimit.text(limit)) and was "
                + "stopped. A very large cell can need more: raise the limit with --compile-timeout SECONDS "
                + "(for the notebook, set \(CompileTimeLimit.environmentVariable))."
        case .cancelled:
            return "Stopped before it finished."
        case .spawnFailed(let executable, let errorNumber):
            return "Could not start \(executable): \(String(cString: strerror(errorNumber)))."
        case .pipeFailed(let errorNumber):
            return "Could not create a pipe for a child process: \(String(cString: strerror(errorNumber)))."
        case .launcherMissing(let path):
            return "rxlearn starts cells through \(CellProtocol.Launcher.executableName), which is missing (\(path)): run "
                + "`swift build` in the rxlearn checkout so that it is built next to rxlearn."
        case .cellNotConfined(let reason):
            return "rxlearn could not shut the cell away from your files (\(reason)), so it did not run it: try again, "
                + "and if it keeps failing run `rxlearn doctor`."
        case .privateFolderFailed(let path, let reason):
            return "rxlearn could not make a folder for the cell at \(path) (\(reason)): free some space or make the "
                + "temporary folder writable (TMPDIR)."
        case .cacheNotWritable(let path, let reason):
            return "rxlearn cannot write its cache at \(path) (\(reason)): free some space or make it writable, "
                + "or point XDG_CACHE_HOME at a folder that is."
        }
    }

    public var errorDescription: String? { description }
}
