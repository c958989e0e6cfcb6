//! The app page's memory allocator: blocks in power-of-two size classes, each class with its
//! own free list, carved from pages the wasm memory grows by. The page allocates little and
//! in repeating patterns (scenes, move lists), so a freed block is soon reused by its class;
//! what this gives up against dlmalloc (coalescing, splitting) the page never needed, and it
//! is a twentieth of dlmalloc's code in the first bundle. The computer's worker, which
//! allocates heavily, keeps Rust's default allocator.

use core::alloc::{GlobalAlloc, Layout};
use core::arch::wasm32::memory_grow;
use core::cell::UnsafeCell;
use core::ptr::null_mut;

const PAGE: usize = 65536;
/// The smallest block holds the free list's link.
const MIN_SHIFT: u32 = 3;
const CLASSES: usize = 29;
/// Blocks are aligned to their size up to this; no allocation of the page asks for more.
const MAX_ALIGN: usize = 4096;

struct Heap {
    free: [*mut u8; CLASSES],
    /// The untouched rest of the pages grown so far.
    next: usize,
    end: usize,
}

pub struct Classes(UnsafeCell<Heap>);

// The page's wasm runs on one thread.
unsafe impl Sync for Classes {}

impl Classes {
    pub const fn new() -> Classes {
        Classes(UnsafeCell::new(Heap { free: [null_mut(); CLASSES], next: 0, end: 0 }))
    }
}

/// The size class of a layout, if it has one.
fn class(layout: &Layout) -> Option<usize> {
    let need = layout.size().max(layout.align()).max(1 << MIN_SHIFT);
    if layout.align() > MAX_ALIGN {
        return None;
    }
    let shift = usize::BITS - (need - 1).leading_zeros();
    let class = (shift - MIN_SHIFT) as usize;
    (class < CLASSES).then_some(class)
}

impl Heap {
    unsafe fn carve(&mut self, class: usize) -> *mut u8 {
        let size = 1usize << (class as u32 + MIN_SHIFT);
        let align = size.min(MAX_ALIGN);
        let mut start = (self.next + align - 1) & !(align - 1);
        if self.end == 0 || start + size > self.end {
            let pages = size.div_ceil(PAGE).max(16);
            let old = memory_grow(0, pages);
            if old == usize::MAX {
                return null_mut();
            }
            let base = old * PAGE;
            // Fresh pages follow the old ones: keep the old rest unless the memory jumped.
            if base != self.end {
                self.next = base;
            }
            self.end = base + pages * PAGE;
            start = (self.next + align - 1) & !(align - 1);
        }
        self.next = start + size;
        start as *mut u8
    }
}

unsafe impl GlobalAlloc for Classes {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class(&layout) else { return null_mut() };
        let heap = &mut *self.0.get();
        let head = heap.free[class];
        if head.is_null() {
            return heap.carve(class);
        }
        heap.free[class] = *(head as *mut *mut u8);
        head
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(class) = class(&layout) else { return };
        let heap = &mut *self.0.get();
        *(ptr as *mut *mut u8) = heap.free[class];
        heap.free[class] = ptr;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = Layout::from_size_align_unchecked(new_size, layout.align());
        if class(&new) == class(&layout) {
            return ptr;
        }
        let moved = self.alloc(new);
        if !moved.is_null() {
            core::ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        moved
    }
}
