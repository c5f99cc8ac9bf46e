#include "batchcase.h"
void bc_errors(const tu_device *d) { (void)d; }
