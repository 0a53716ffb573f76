import CellProtocol
import SystemSupport

/// A pipe that ties every child to this process's life, however it ends (even SIGKILL).
///
/// This process holds the only write end and never writes to it; each child gets the read end
/// on `childDescriptor`. When this process is gone the kernel closes the write end, the read end
/// reports EOF, and the cell runtime (RxCellRuntime's `Lifeline`), which waits on it on a thread
/// of its own, kills the cell's process group at once. Both ends are close-on-exec here, so no
/// other program this process starts (the learner's editor, the compiler) holds the write end
/// and keeps the pipe alive.
///
/// Portable: pipes and EOF work the same on Linux and macOS, unlike `PR_SET_PDEATHSIG`, which
/// is Linux only and fires when the *thread* that spawned the child exits (the notebook runs
/// each cell from a short-lived thread).
enum Lifeline {
    /// Where a child finds the read end (0–2 are stdio, 3 the event channel).
    static let childDescriptor = CellProtocol.Descriptor.lifeline
    /// Tells the cell runtime that `childDescriptor` is a lifeline, not some other descriptor.
    static let environmentVariable = CellProtocol.Variable.lifelineDescriptor

    /// The read end to hand to children; the pipe is made on first use and kept for the life of
    /// the process. Nil if it could not be made (then children simply run without one).
    static var readEnd: Int32? { pipeEnds?.readEnd }

    /// Made once, under `ProcessSpawner`'s lock (the first spawn), so no spawn can catch the ends
    /// before they are close-on-exec.
    private static let pipeEnds: ChildPipe? = try? ChildPipe.make()
}
