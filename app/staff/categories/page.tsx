import { deleteCategoryAction } from '@/app/staff/categories/actions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { CategoryForm } from '@/components/inventory/CategoryForm';
import { ConfirmedButtonForm } from '@/components/forms/ConfirmedButtonForm';
import styles from '@/components/inventory/items.module.css';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { listStaffCategories } from '@/lib/inventory/categories';
import type { PageProps } from '@/lib/site/page-props';
import { BackLink } from '@/components/forms/BackLink';

export const metadata: Metadata = { title: 'Categories', robots: { index: false } };

/**
 * The catalogue's categories (issue 13 §3): each with how many items it has, its name, description
 * and order to change, and "Delete category" for an empty one; then "Add a category".
 */
export default async function StaffCategoriesPage({ searchParams }: PageProps) {
  await requireStaff();
  const deleted = (await searchParams).deleted === '1';
  const categories = await listStaffCategories(await getDb());
  return (
    <div className="page">
      <BackLink href="/staff/items">Items</BackLink>
      <h1>Categories</h1>
      <div role="status">{deleted && <p className="notice">Category deleted.</p>}</div>
      <section className={styles.panel} aria-labelledby="new-category-heading">
        <h2 id="new-category-heading">Add a category</h2>
        <CategoryForm idPrefix="new-category" />
      </section>
      {categories.length === 0 ? (
        <p>No categories yet.</p>
      ) : (
        categories.map((category) => (
          <section key={category.id} className={styles.panel} aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`}>{category.name}</h2>
            <p>
              {category.itemCount} {category.itemCount === 1 ? 'item' : 'items'} ·{' '}
              <Link href={`/categories/${encodeURIComponent(category.id)}`}>Its public page</Link>
            </p>
            <details>
              <summary>Edit {category.name}</summary>
              <CategoryForm idPrefix={`category-${category.id}`} category={category} />
            </details>
            <ConfirmedButtonForm
              action={deleteCategoryAction}
              fields={{ categoryId: category.id }}
              label="Delete category"
              confirm={{ title: `Delete the category “${category.name}”?`, text: 'Only an empty category can be deleted.', confirmLabel: 'Delete' }}
            />
          </section>
        ))
      )}
    </div>
  );
}
