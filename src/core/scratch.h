/*
 * Scratch buffers: device memory a routine needs for its own intermediate
 * results (GEMV partial sums, reduction workspace, copies of x).
 *
 * A pool per context, grown lazily and released by clblasTeardown. A buffer
 * is lent to one call at a time; when the call has enqueued its work it
 * hands the buffer back with its queue (and, on an out-of-order queue, the
 * event of its last step). The next call may reuse it at once when it
 * enqueues on the same in-order queue (the queue orders the two uses), or
 * once the last use has completed: known by that event, or, after an
 * in-order use, by a marker that the pool enqueues on its queue when
 * another queue wants the buffer and none is free without one. So calls
 * on an in-order queue make no event for their scratch.
 */
#ifndef CLM_SCRATCH_H
#define CLM_SCRATCH_H

#include <CL/cl.h>

#include "core/launch.h"

typedef struct clm_scratch clm_scratch;

/* Borrow a buffer of at least bytes for work enqueued by l (on its queue,
 * of its context and order). */
cl_int clm_scratch_get(const clm_launch *l, size_t bytes, clm_scratch **out);

/* Its cl_mem. */
cl_mem clm_scratch_mem(const clm_scratch *s);

/* Room for CLM_SCRATCH_COUNTERS cl_uint counters that come with the buffer:
 * all zero whenever the buffer is lent, so a routine that counts in them
 * must leave them zero again when its work is done. */
#define CLM_SCRATCH_COUNTERS 16384
cl_int clm_scratch_counters(clm_scratch *s, cl_mem *out);

/* 64-bit words that come with the buffer, for values published to other
 * work groups of one launch with a sequence number in every word
 * (tr_publish.cl's SYNC=2): at least bytes of them, written by nothing but such
 * launches, each of which writes only the number it was given. *seq is a
 * number no word holds yet: 1 for new words (created zero), then one more
 * per call. Words that are too small, or whose numbers would pass limit
 * (at most CL_UINT_MAX; lower only to test the restart), are replaced by
 * new zero ones first, so a number never repeats on the same words. */
cl_int clm_scratch_words(clm_scratch *s, size_t bytes, cl_uint limit, cl_mem *out, cl_uint *seq);

/* Hand it back: queue is where it was used (NULL if nothing was enqueued:
 * then the use before still counts), last the event after which it is no
 * longer used, or NULL when the steps had no events. The pool retains the
 * queue, and the event where the queue is out-of-order (on an in-order
 * queue it keeps none). */
void clm_scratch_put(clm_scratch *s, cl_command_queue queue, cl_event last);

/* clm_scratch_put after the steps of l so far (if it has none, the use
 * before still counts); nothing for NULL, a scratch never taken. */
void clm_scratch_put_after(clm_scratch *s, const clm_launch *l);

/* Release every pooled buffer (clblasTeardown). */
void clm_scratch_release_all(void);

#endif
